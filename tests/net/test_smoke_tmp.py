from .helpers import DECK_A, DECK_B


def test_duel_over_loopback(pair, qtbot):
    guest, player = pair.seated()
    pair.host.local.submit_deck(DECK_A)
    pair.host.local.ready()
    guest.client.submit_deck(DECK_B)
    guest.client.ready()
    qtbot.waitUntil(lambda: player.ended is not None, timeout=60000)
    assert player.audit.ok, player.audit.notes
