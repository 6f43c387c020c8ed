"""The bundle's entry point: the same `rushdesk` command as the console script."""

import multiprocessing

from rushdesk.cli import main

if __name__ == "__main__":
    # Should a worker process ever be spawned rather than forked, in a frozen bundle it
    # is this executable again, which freeze_support() turns into the worker.
    multiprocessing.freeze_support()
    raise SystemExit(main())
