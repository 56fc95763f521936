# The kit's two commands for a newcomer (Debian, Python 3.11, root):
#
#   make serve   set up what is missing, then serve the tutorials with Voila
#   make test    set up what is missing (Chromium too), then run the whole suite
#
# Also: make bench (every tests/benchmarks/bench_*.py), make setup, make clean-venv,
#       make notebooks (run notebooks, store their outputs for nbval; NB=path to run some),
#       make lab (JupyterLab on 127.0.0.1, to edit or write tutorials),
#       make site (_site/: the kit as a static site that runs Python in the browser, no server),
#       make hub (a real JupyterHub for a class or a school on this machine: widgets/hub/).
# Setup is idempotent: the venv is created once, and packages are reinstalled
# only when binder/requirements.txt or pyproject.toml is newer than the stamp.

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.kit-installed
PORT ?= 8866
CHROMIUM := /usr/bin/chromium
export DEBIAN_FRONTEND := noninteractive
export PIP_DISABLE_PIP_VERSION_CHECK := 1

# Voila for the notebooks folder, with the kit's server settings
# (widgets/server/jupyter_config.json: the warm kernel pool, limits, culling,
# compression, the static landing page). The same file configures Binder.
#   make serve CLASS=30   keep 30 warm kernels (a class opening its apps at once)
#   make serve IDLE=20    shut down kernels nobody used for 20 minutes (default 30)
#   make serve ROOM=1     serve the class's own devices: this machine's network address,
#                         a class code and a QR code (ROOM_ADDRESS=... picks the address)
#   make serve DATA=dir   keep the class's tables (Play with others) in dir (default
#                         ~/.local/share/tokaido-kit; the folder is printed at start)
CLASS ?=
IDLE ?=
ROOM ?=
ROOM_ADDRESS ?=
DATA ?=
SERVE_FLAGS := --port=$(PORT) $(if $(CLASS),--class-size=$(CLASS)) $(if $(IDLE),--idle-minutes=$(IDLE)) \
	$(if $(ROOM_ADDRESS),--room-address=$(ROOM_ADDRESS),$(if $(ROOM),--room)) $(if $(DATA),--data-dir=$(DATA))

# The whole suite in one pytest run: engines, widgets and browser tests under
# tests/, plus every notebook under notebooks/ executed and compared by nbval.
# One worker per core (pytest-xdist, at most 4); a file's tests stay together in
# one worker (--dist loadfile), so a notebook's cells run in order in one kernel.
PYTEST_FLAGS := tests notebooks \
	--nbval --nbval-current-env \
	--nbval-sanitize-with tests/nbval_sanitize.cfg \
	--nbval-cell-timeout=60 \
	-n auto --maxprocesses=4 --dist loadfile \
	-p no:cacheprovider --durations=25

.PHONY: help setup chromium hub-proxy hub serve test bench notebooks lab site clean-venv

help:
	@echo "make serve   serve the tutorials with Voila on http://127.0.0.1:$(PORT)/kit/ (CLASS=30: a class at once;"
	@echo "             ROOM=1: learners' phones and laptops on the same Wi-Fi)"
	@echo "make test    run the whole test suite (engines, widgets, notebooks, browser)"
	@echo "make bench   run the benchmark scripts in tests/benchmarks/"
	@echo "make notebooks  run the notebooks and store their outputs (NB=notebooks/sakura: some of them)"
	@echo "make lab     JupyterLab on http://127.0.0.1:8888/ to edit or write tutorials (LAB_PORT=9999: another port)"
	@echo "make site    build _site/: every notebook as a page that runs in the browser (any static host)"
	@echo "make hub     a JupyterHub for a class or a school on this machine (USERS=, TEACHERS=, CLASSES=, ROOM=1)"

$(BIN)/python:
	@if ! $(PYTHON) -c 'import ensurepip, venv' 2>/dev/null; then \
		echo "== installing python3-venv"; \
		apt-get update && apt-get install -y python3-venv; \
	fi
	$(PYTHON) -m venv $(VENV)

$(STAMP): binder/requirements.txt pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install -r binder/requirements.txt
	$(BIN)/python -m pip install --no-deps -e .
	@touch $@

setup: $(STAMP)

chromium:
	@if [ ! -x $(CHROMIUM) ]; then \
		echo "== installing Debian's Chromium for the browser tests"; \
		apt-get update && apt-get install -y chromium; \
	fi

serve: setup
	@echo "== starting Voila on $(if $(ROOM_ADDRESS),$(ROOM_ADDRESS),$(if $(ROOM),this machine's network address,127.0.0.1)):$(PORT) (Ctrl-C stops it)"
	@$(BIN)/python -m widgets.server notebooks $(SERVE_FLAGS)

test: setup chromium hub-proxy
	$(BIN)/python -m pytest $(PYTEST_FLAGS) $(ARGS)

# The notebooks are the source: edit them in JupyterLab, then store their outputs
# (what nbval compares in `make test`) and check each tutorial's rhythm.
NB ?=
notebooks: setup
	$(BIN)/python -m widgets.authoring execute $(NB)
	$(BIN)/python -m widgets.authoring check $(NB)

# JupyterLab refuses to start as root unless told: --allow-root, given only when make runs as root.
# The kit's notebooks are trusted first: else JupyterLab sanitizes their stored outputs and the
# tutorials' pictures of a board lose their drawings (widgets/authoring/trust.py).
LAB_PORT ?= 8888
LAB_FLAGS := --ip=127.0.0.1 --port=$(LAB_PORT) --no-browser --ServerApp.root_dir=notebooks \
	$(if $(filter 0,$(shell id -u)),--allow-root)
lab: setup
	$(BIN)/python -m widgets.authoring trust notebooks
	$(BIN)/jupyter lab $(LAB_FLAGS)

bench: setup chromium hub-proxy
	@status=0; \
	for script in tests/benchmarks/bench_*.py; do \
		echo "== $$script"; \
		$(BIN)/python "$$script" || status=1; \
	done; \
	exit $$status

# The static site: voici and Pyodide, every file inside _site/ (notebooks/tools/site/build.py says how).
# Build tools in build/site/venv, downloads kept in .site-cache/: a rebuild takes about a minute.
site: setup
	$(BIN)/python notebooks/tools/site/build.py

clean-venv:
	rm -rf $(VENV)

# A school's JupyterHub on this machine (widgets/hub/): the proxy from npm (configurable-http-proxy,
# into hub/node_modules; Node from Debian when missing), the local spawner with the kit, the idle
# culler and the tables service. The learners log in with their name and the class password.
#   make hub USERS="ana bruno"      only these names may log in (default: any name)
#   make hub TEACHERS="lee"         teachers (the hub's admins; their own password)
#   make hub CLASSES="7a=ana,bruno" classes as hub groups (a teacher sees their classes' tables)
#   make hub CLASSES="7a=ana,lee 7b=carla,maria" TEACHERS="lee maria"   a teacher named in a class teaches
#                                   that class only (named in none: every class)
#   make hub ROOM=1                 serve this machine's network address (ROOM_ADDRESS=... picks it)
#   make hub IDLE=20                stop a learner's server idle for 20 minutes (default 30)
HUB_PORT ?= 8000
USERS ?=
TEACHERS ?=
CLASSES ?=
HUB_PROXY := hub/node_modules/.bin/configurable-http-proxy
HUB_FLAGS := --port=$(HUB_PORT) $(if $(ROOM_ADDRESS),--room-address=$(ROOM_ADDRESS),$(if $(ROOM),--room)) \
	--users="$(USERS)" --teachers="$(TEACHERS)" --classes="$(CLASSES)" $(if $(IDLE),--idle-minutes=$(IDLE))

$(HUB_PROXY): hub/package.json hub/package-lock.json
	@if ! command -v npm >/dev/null; then \
		echo "== installing Debian's Node.js and npm for the hub's proxy"; \
		apt-get update && apt-get install -y nodejs npm; \
	fi
	npm ci --prefix hub --no-audit --no-fund
	@touch $@

hub-proxy: $(HUB_PROXY)

hub: setup hub-proxy
	@$(BIN)/python -m widgets.hub $(HUB_FLAGS)
