"""The kit on a school's JupyterHub: every class of a school on one hub.

* :mod:`.singleuser`: what a learner's own server does under a hub (JupyterHub, Binder): the same page
  handling as ``make serve`` (admission limits, a kernel answers only its page, the page watch), the
  warm pool sized for one person, and the route from its pages' kernels to the hub's tables service;
* :mod:`.settings`: the ``KitHub`` section of the kit's one settings file
  (``widgets/server/jupyter_config.json``);
* :mod:`.service`: the tables of the whole hub as one JupyterHub service (``python -m widgets.hub.service``),
  with :mod:`widgets.tables` inside it, and the teacher's view of their classes behind the hub's login;
* :mod:`.config`: the JupyterHub configuration ``make hub`` runs (``jupyterhub -f widgets/hub/config.py``).

Nothing here imports ipywidgets or plotly.
"""
