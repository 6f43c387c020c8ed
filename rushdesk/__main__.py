"""`python -m rushdesk`: the same as the `rushdesk` command."""

from rushdesk.cli import main

raise SystemExit(main())
