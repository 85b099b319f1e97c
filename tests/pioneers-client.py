#!/usr/bin/env python3
"""Joins the pioneers-server-console on 127.0.0.1:PORT as a player and prints the game, as
the server sends it to its clients (server/pregame.c: "game" ... "end"), on stdout.

Exit status 0 when the game was received, 1 when the server never answered (it refused the
map and quit) or spoke out of turn."""
import socket
import sys
import time

port = int(sys.argv[1])
sock = None
for _ in range(100):
    try:
        sock = socket.create_connection(("127.0.0.1", port), timeout=5)
        break
    except OSError:
        time.sleep(0.1)
if sock is None:
    sys.exit(1)
stream = sock.makefile("rwb")


def receive():
    line = stream.readline()
    if not line:
        sys.exit(1)
    return line.decode("utf-8", "replace").rstrip("\n")


def send(text):
    stream.write((text + "\n").encode())
    stream.flush()


try:
    if receive() != "version report":
        sys.exit(1)
    send("version 15")
    if receive() != "status report":
        sys.exit(1)
    send("status newplayer")
    while not receive().startswith("player "):
        pass
    send("game")
    while receive() != "game":
        pass
    while True:
        line = receive()
        if line == "end":
            break
        print(line)
except (OSError, socket.timeout):
    sys.exit(1)
