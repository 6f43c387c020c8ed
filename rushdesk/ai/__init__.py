"""Practice opponents, baselines and the tournament runner.

Never imports Qt; agents see only legal actions, their own observation and their own
determinizations (`view.AIView`). The parts:

- `levels`: the five levels and the baselines by name (`make_agent`).
- `random_agent`, `baselines`: Random, RandomNoPass, Greedy1, Scripted.
- `policy`: the scripted play rules (the Scripted baseline and the playout policy).
- `evaluate`: the evaluation of a position; `tune`: fits its weights by self-play.
- `search`: transposition keys, canonical moves, playouts; `planner`: the own-turn
  planner; `mcts`: determinized MCTS; `analysis`: what the overlay shows.
- `worker`: decisions in a worker process; `tournament`: `rushdesk tournament`.
"""
