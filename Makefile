# The kit's two commands for a newcomer (Debian, Python 3.11, root):
#
#   make serve   set up what is missing, then serve the tutorials with Voila
#   make test    set up what is missing (Chromium too), then run the whole suite
#
# Also: make bench (every tests/benchmarks/bench_*.py), make setup, make clean-venv.
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

# Voila for the notebooks folder, so that links between notebooks work.
# Preheated kernels (a kernel that has already run the notebook waits for the
# next visitor) only for the landing page and the apps: preheating all the
# tutorials would start one kernel per notebook at launch. Voila matches the
# denylist against absolute paths; tests/browser/conftest.py uses the same one.
VOILA_FLAGS := --no-browser \
	--Voila.ip=127.0.0.1 --Voila.port_retries=0 \
	--VoilaConfiguration.preheat_kernel=True \
	--VoilaKernelManager.preheat_denylist='["^(?!(.*/)?(apps/[^/]+|index)\\.ipynb$$)"]' \
	--VoilaConfiguration.extension_denylist=jupyterlab-jupytext

# The whole suite in one pytest run: engines, widgets and browser tests under
# tests/, plus every notebook under notebooks/ executed and compared by nbval.
PYTEST_FLAGS := tests notebooks \
	--nbval --nbval-current-env \
	--nbval-sanitize-with tests/nbval_sanitize.cfg \
	--nbval-cell-timeout=60 \
	-p no:cacheprovider

.PHONY: help setup chromium serve test bench clean-venv

help:
	@echo "make serve   serve the tutorials with Voila on http://127.0.0.1:$(PORT)/voila/render/index.ipynb"
	@echo "make test    run the whole test suite (engines, widgets, notebooks, browser)"
	@echo "make bench   run the benchmark scripts in tests/benchmarks/"

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
	@echo "== starting Voila on 127.0.0.1:$(PORT) (Ctrl-C stops it)"
	@$(BIN)/voila notebooks --port=$(PORT) $(VOILA_FLAGS) 2>&1 | { \
		state=0; \
		while IFS= read -r line; do \
			printf '%s\n' "$$line"; \
			if [ $$state = 1 ]; then \
				state=2; \
				printf '\n  ==> Open the kit: http://127.0.0.1:$(PORT)/voila/render/index.ipynb\n\n'; \
			elif [ $$state = 0 ] && [[ "$$line" == *"is running at"* ]]; then \
				state=1; \
			fi; \
		done; }

test: setup chromium
	$(BIN)/python -m pytest $(PYTEST_FLAGS) $(ARGS)

bench: setup chromium
	@status=0; \
	for script in tests/benchmarks/bench_*.py; do \
		echo "== $$script"; \
		$(BIN)/python "$$script" || status=1; \
	done; \
	exit $$status

clean-venv:
	rm -rf $(VENV)
