"""LAN reachability (issue 30): the host's waiting screen lists every usable address of every interface with
the port (IPv4 and IPv6, never loopback or IPv6 link-local), and what a joiner types reads as HOST:PORT,
[IPv6]:PORT or a bare address, with a clear reason for anything else."""

from __future__ import annotations

import pytest

from game.net import addresses
from game.net.addresses import listing, parse_address, parse_ip_addr, reachable, usable
from game.scenes.online.link import Link, local_addresses

FOUND = [("lo", "127.0.0.1"), ("lo", "::1"), ("eth0", "192.168.1.20"), ("eth0", "fe80::1c2:3ff:fe4d:5e6f"),
         ("eth0", "2001:db8::20"), ("wlan0", "10.0.0.7"), ("docker0", "172.17.0.1"), ("wlan0", "192.168.1.20")]


def test_every_usable_address_of_every_interface_is_listed_with_the_port():
    assert listing(FOUND, 47726) == ["192.168.1.20:47726", "10.0.0.7:47726", "172.17.0.1:47726",
                                     "[2001:db8::20]:47726"]


def test_a_machine_whose_name_maps_to_127_0_1_1_still_lists_its_interfaces(monkeypatch):
    """The old lookup read only the host name's address and dropped 127.x: nothing on most Linux machines."""
    monkeypatch.setattr(addresses, "interfaces", lambda: [("lo", "127.0.0.1"), ("eth0", "192.168.1.20")])
    assert local_addresses(5000) == ("192.168.1.20:5000",)
    assert local_addresses(5000, "127.0.0.1") == ()  # a room on the loopback only: nobody else can join


def test_ip_command_output_is_read():
    text = ("1: lo    inet 127.0.0.1/8 scope host lo\\       valid_lft forever preferred_lft forever\n"
            "2: eth0    inet 192.168.1.20/24 brd 192.168.1.255 scope global eth0\\       valid_lft forever\n"
            "2: eth0    inet6 2001:db8::20/64 scope global \\       valid_lft forever preferred_lft forever\n"
            "2: eth0    inet6 fe80::1/64 scope link \\       valid_lft forever preferred_lft forever\n")
    assert listing(parse_ip_addr(text), 1) == ["192.168.1.20:1", "[2001:db8::20]:1"]


def test_this_machine_lists_an_address_when_it_has_a_network_interface():
    import socket

    names = [name for _, name in socket.if_nameindex()] if hasattr(socket, "if_nameindex") else []
    if not any(name != "lo" for name in names):
        pytest.skip("this machine has no network interface but the loopback")
    found = reachable(47726)
    if not found and all(not usable(a) for _, a in addresses.interfaces()):
        pytest.skip(f"the interfaces {names} carry no address another machine could use")
    assert found and all(a.endswith(":47726") for a in found)


@pytest.mark.parametrize(("typed", "want"), [
    ("192.168.1.20", ("192.168.1.20", 47726)),
    ("192.168.1.20:5000", ("192.168.1.20", 5000)),
    (" my-pc.local:80 ", ("my-pc.local", 80)),
    ("[2001:db8::20]:5000", ("2001:db8::20", 5000)),
    ("[::1]", ("::1", 47726)),
    ("2001:db8::20", ("2001:db8::20", 47726)),
])
def test_host_and_port_are_read(typed, want):
    assert parse_address(typed, 47726) == want


@pytest.mark.parametrize(("typed", "why"), [
    ("", "the address is empty"),
    ("192.168.1.20:", "the port is missing after ':'"),
    ("192.168.1.20:0", "the port must be a number 1-65535"),
    ("192.168.1.20:65536", "the port must be a number 1-65535"),
    ("192.168.1.20:http", "the port must be a number 1-65535"),
    (":5000", "the host is missing before ':'"),
    ("my pc", "a host is a name or a number like 192.168.1.20"),
    ("[2001:db8::20:5000", "needs the closing ']'"),
    ("[2001:db8::20]5000", "after ']' only ':PORT' may follow"),
    ("[not-v6]:5000", "not an IPv6 address"),
    ("2001:db8::zz", "not an IPv6 address"),
])
def test_bad_addresses_are_refused_with_the_reason(typed, why):
    with pytest.raises(ValueError) as caught:
        parse_address(typed, 47726)
    said = str(caught.value)
    assert why in said and (not typed or said.startswith(f"{typed!r}: ")) and "\n" not in said


def test_the_waiting_screen_lists_each_address():
    from game.scenes.online.waiting import WaitingScene

    link = Link(session=None, code="KF7Q-MX3D", addresses=("192.168.1.20:47726", "[2001:db8::20]:47726"), port=47726)
    rows = [text for text, _ in WaitingScene._where(link)]
    assert rows == ["Others join at:", "192.168.1.20:47726", "[2001:db8::20]:47726"]


def test_the_host_says_where_to_join_in_its_log(monkeypatch):
    from game.net.addresses import join_at

    monkeypatch.setattr(addresses, "interfaces", lambda: FOUND)
    assert join_at("0.0.0.0", 47726) == ("players join at 192.168.1.20:47726, 10.0.0.7:47726, 172.17.0.1:47726, "
                                         "[2001:db8::20]:47726")
    assert join_at("127.0.0.1", 5) == "players join at 127.0.0.1:5 (this computer only)"
    monkeypatch.setattr(addresses, "interfaces", lambda: [("lo", "127.0.0.1")])
    assert join_at("0.0.0.0", 5) == "no network address found: only this computer can join"


def test_a_room_on_the_loopback_says_so():
    from game.scenes.online.waiting import WaitingScene

    link = Link(session=None, code="KF7Q-MX3D", port=5000, local_only=True)
    assert [text for text, _ in WaitingScene._where(link)] == ["Join on this computer: 127.0.0.1:5000",
                                                               "The room listens on this computer only."]
