"""The Qt user interface: the only package that imports QtWidgets.

Nothing else in rushdesk imports it except rushdesk.cli.
"""
