"""The clients the kit's server uses for pages' kernels (widgets/server/clients.py)."""

from __future__ import annotations

from jupyter_client.manager import KernelManager

from tests.aio import run
from widgets.server.clients import PageKernelClient

KERNEL = "0b6f5f8e-1c1a-4c55-9d4e-2f8a7c1d9e30"
#: what Voila sends first to a page's kernel (voila/notebook_renderer.py), character for character
VOILAS_STATEMENT = f"""import os
                    \nos.environ["VOILA_KERNEL_ID"]="{KERNEL}"
                    """


def client(claimed: bool) -> tuple[PageKernelClient, list]:
    manager = KernelManager(kernel_id=KERNEL)
    if claimed:
        manager.kit_claimed = True
    page = PageKernelClient(parent=manager)
    sent = []
    page._shell_channel = type("Channel", (), {"send": lambda _self, msg: sent.append(msg)})()
    return page, sent


def test_a_claimed_kernel_is_not_sent_voilas_statement_for_its_id():
    """The kit's claim put the id in the kernel's environment: that statement's round trip is saved."""
    page, sent = client(claimed=True)
    assert isinstance(page.execute(VOILAS_STATEMENT), str)
    assert sent == []


def test_anything_else_is_sent_as_before():
    page, sent = client(claimed=True)
    page.execute("app = TokaidoApp()\napp")
    page.execute(VOILAS_STATEMENT.replace(KERNEL, KERNEL[:-1] + "1"))  # another kernel's id
    assert [m["content"]["code"][:14] for m in sent] == ["app = TokaidoA", "import os\n    "]
    unclaimed, sent = client(claimed=False)  # a kernel the kit did not claim gets Voila's statement
    unclaimed.execute(VOILAS_STATEMENT)
    assert len(sent) == 1 and f'"VOILA_KERNEL_ID"]="{KERNEL}"' in sent[0]["content"]["code"]


def test_the_page_runs_its_cells_through_the_client_that_claimed_its_kernel():
    """Voila's executor takes the claiming client left on the kernel (no new sockets, no readiness
    round trip), once; a kernel without one gets a client of its own, as before."""
    import nbformat
    from voila.execute import VoilaExecutor

    from widgets.server.clients import drop_page_client, use_claiming_clients

    use_claiming_clients()
    manager = KernelManager(kernel_id=KERNEL)
    made = []
    manager.client = lambda **kw: made.append(kw) or (_ for _ in ()).throw(RuntimeError("a new client"))
    claiming = PageKernelClient(parent=manager)
    manager.kit_page_client = claiming
    executor = VoilaExecutor(nbformat.v4.new_notebook(), km=manager)
    assert run(executor.async_start_new_kernel_client()) is claiming is executor.kc
    assert made == [] and manager.kit_page_client is None and claiming.allow_stdin is False
    try:  # taken once: the next page of this kernel (none should come) makes its own
        run(VoilaExecutor(nbformat.v4.new_notebook(), km=manager).async_start_new_kernel_client())
    except RuntimeError:
        pass
    assert len(made) == 1
    stopped = []
    manager.kit_page_client = type("Kept", (), {"stop_channels": lambda _self: stopped.append(1)})()
    drop_page_client(manager)  # the kernel goes before its page took the client: it is closed
    assert stopped == [1] and manager.kit_page_client is None
