"""Practice opponents, baselines and the tournament runner.

Never imports Qt; agents see only legal actions and their own observation.
"""
