"""LAN play: the protocol codec (no Qt) and the host and guest (QtNetwork).

Never imports QtWidgets nor rushdesk.ui.
"""
