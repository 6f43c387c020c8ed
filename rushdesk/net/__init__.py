"""LAN play (PROTOCOL.md): the protocol codec (no Qt) and the host and guest (QtNetwork).

Modules: `protocol` (limits, framing, strict decoding, codecs, view diffs; pure),
`room` (the host's rules of the room: handshake checks, decks, seed, decisions, views,
chat, reconnect bookkeeping; pure), `seat` (one seat's client, the interface a board
plugs into, and the in-process link of the host's own seat; pure), `conn` (one framed
QTcpSocket with deadlines and keepalive), `host`, `guest`, `discovery` (UDP), and
`headless` (random players on the command line, for tests and benchmarks).

Trust model: the host runs the only engine, so a modified host can still read the
guest's hand live. The commit-reveal seed stops it from choosing the shuffle, and the
guest's post-duel audit (commitment, seed, replay of the log) makes altered results
detectable afterwards; nothing more. Traffic is plaintext on the LAN.

Never imports QtWidgets nor rushdesk.ui.
"""
