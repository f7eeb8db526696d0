"""Where a host can be reached on a LAN, and the address a joiner types (issue 30).

The host's waiting screen lists every address of every network interface but the loopback and IPv6
link-local ones (which another machine cannot use as typed), each with the port, IPv6 in brackets:
``192.168.1.20:47726``, ``[2001:db8::20]:47726``. The interfaces are read with the standard library
only: on Linux ``socket.if_nameindex`` with the SIOCGIFADDR ioctl for IPv4 and ``/proc/net/if_inet6``
for IPv6; elsewhere, or when those fail, the ``ip -o addr`` command, then the host name's addresses.
Nothing is sent on the network.

``parse_address`` reads what a joiner typed: ``HOST``, ``HOST:PORT``, ``[IPv6]:PORT`` or a bare IPv6
address, with a one-line reason for anything else.
"""

from __future__ import annotations

import ipaddress
import re
import socket
import struct
import subprocess
from collections.abc import Iterable

_SIOCGIFADDR = 0x8915
_HOSTNAME = re.compile(r"^[A-Za-z0-9]([A-Za-z0-9_-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9_-]*[A-Za-z0-9])?)*\.?$")


def usable(address: str) -> bool:
    """Returns whether another machine could reach this address as typed (not loopback, not link-local
    IPv6, not unspecified or multicast)."""
    try:
        ip = ipaddress.ip_address(address.split("%")[0])
    except ValueError:
        return False
    if ip.is_loopback or ip.is_unspecified or ip.is_multicast:
        return False
    return not (ip.version == 6 and ip.is_link_local)


def with_port(address: str, port: int) -> str:
    """Returns ``address:port`` (IPv6 in brackets)."""
    return f"[{address}]:{port}" if ":" in address else f"{address}:{port}"


def listing(found: Iterable[tuple[str, str]], port: int) -> list[str]:
    """Returns the usable addresses of (interface, address) pairs with the port: IPv4 first, each once."""
    seen: list[str] = []
    for _iface, address in found:
        if usable(address) and address not in seen:
            seen.append(address)
    seen.sort(key=lambda a: ":" in a)  # stable: IPv4 first, each family in interface order
    return [with_port(a, port) for a in seen]


def interfaces() -> list[tuple[str, str]]:
    """Returns (interface, address) for every address of this machine's interfaces (best effort)."""
    found = _linux_ipv4() + _linux_ipv6()
    if not found:
        found = _ip_command()
    if not found:
        found = _host_name()
    return found


def reachable(port: int) -> list[str]:
    """Returns where players on the network can reach this machine's port (the waiting screen's list)."""
    return listing(interfaces(), port)


def join_at(bind: str, port: int) -> str:
    """Returns the host's log line saying where players join (every usable address, or why none)."""
    if bind.startswith("127.") or bind == "::1":
        return f"players join at {with_port(bind, port)} (this computer only)"
    found = [with_port(bind, port)] if bind not in ("0.0.0.0", "::", "") else reachable(port)
    return f"players join at {', '.join(found)}" if found else "no network address found: only this computer can join"


def _linux_ipv4() -> list[tuple[str, str]]:
    try:
        import fcntl
    except ImportError:  # not a Unix
        return []
    out = []
    try:
        names = socket.if_nameindex()
    except OSError:
        return []
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        for _index, name in names:
            try:
                raw = fcntl.ioctl(s.fileno(), _SIOCGIFADDR, struct.pack("256s", name.encode()[:15]))
            except OSError:  # no IPv4 address on this interface (or not Linux)
                continue
            out.append((name, socket.inet_ntoa(raw[20:24])))
    return out


def _linux_ipv6() -> list[tuple[str, str]]:
    try:
        with open("/proc/net/if_inet6", encoding="ascii") as f:
            rows = f.read().splitlines()
    except OSError:
        return []
    out = []
    for row in rows:
        parts = row.split()
        if len(parts) >= 6 and len(parts[0]) == 32:
            try:
                address = str(ipaddress.IPv6Address(bytes.fromhex(parts[0])))
            except ValueError:
                continue
            out.append((parts[5], address))
    return out


def _ip_command() -> list[tuple[str, str]]:
    try:
        text = subprocess.run(["ip", "-o", "addr"], capture_output=True, text=True, timeout=2, check=False).stdout
    except (OSError, subprocess.SubprocessError):
        return []
    return parse_ip_addr(text)


def parse_ip_addr(text: str) -> list[tuple[str, str]]:
    """Returns (interface, address) pairs from ``ip -o addr`` output."""
    out = []
    for line in text.splitlines():
        m = re.match(r"^\d+:\s+(\S+)\s+inet6?\s+([0-9A-Fa-f.:]+)(/\d+)?", line)
        if m:
            out.append((m.group(1), m.group(2)))
    return out


def _host_name() -> list[tuple[str, str]]:
    try:
        infos = socket.getaddrinfo(socket.gethostname(), None)
    except OSError:
        return []
    return [("", str(info[4][0])) for info in infos]


def parse_address(text: str, default_port: int) -> tuple[str, int]:
    """Returns (host, port) from ``HOST``, ``HOST:PORT``, ``[IPv6]:PORT`` or a bare IPv6 address; ValueError
    with a one-line reason a player can act on."""
    typed = text.strip()
    if not typed:
        raise ValueError("the address is empty: type the host's address, e.g. 192.168.1.20:47726")
    port_text = ""
    if typed.startswith("["):
        host, close, rest = typed[1:].partition("]")
        if not close:
            raise ValueError(f"{typed!r}: an IPv6 address in brackets needs the closing ']'")
        if rest and not rest.startswith(":"):
            raise ValueError(f"{typed!r}: after ']' only ':PORT' may follow")
        port_text = rest[1:] if rest else ""
        if rest == ":":
            raise ValueError(f"{typed!r}: the port is missing after ':'")
        _check_ipv6(host, typed)
    elif typed.count(":") > 1:  # a bare IPv6 address: no room for a port
        host = typed
        _check_ipv6(host, typed)
    else:
        host, colon, port_text = typed.partition(":")
        if colon and not port_text:
            raise ValueError(f"{typed!r}: the port is missing after ':'")
        if not host:
            raise ValueError(f"{typed!r}: the host is missing before ':'")
        if not _HOSTNAME.match(host):
            raise ValueError(f"{typed!r}: a host is a name or a number like 192.168.1.20 "
                             "(letters, digits, '.' and '-')")
    if port_text:
        if not (port_text.isdigit() and 0 < int(port_text) < 65536):
            raise ValueError(f"{typed!r}: the port must be a number 1-65535")
        return host, int(port_text)
    return host, default_port


def _check_ipv6(host: str, typed: str) -> None:
    try:
        ipaddress.IPv6Address(host.split("%")[0])
    except ValueError:
        raise ValueError(f"{typed!r}: not an IPv6 address (write it in brackets with a port: "
                         "[2001:db8::1]:47726)") from None
