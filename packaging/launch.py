"""The bundle's entry point: the same `rushdesk` command as the console script."""

from rushdesk.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
