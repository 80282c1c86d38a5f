#!/usr/bin/python3
# The WebKitGTK "browser" WebKitWebDriver starts for the tests (scripts/engines.mjs): one plain
# Gtk.Window per WebView the automation session asks for, nothing else. The stock MiniBrowser has a
# 38 px header and is at least 447 px wide, so it cannot show a 375 px phone viewport.
# Run by Debian's /usr/bin/python3 (python3-gi, gir1.2-webkit2-4.1) under Xvfb.
import ctypes
import signal

import gi

gi.require_version('Gtk', '3.0')
gi.require_version('WebKit2', '4.1')
from gi.repository import Gtk, WebKit2  # noqa: E402

# Die with WebKitWebDriver, whatever ends it (PR_SET_PDEATHSIG): no browser outlives a test run.
ctypes.CDLL('libc.so.6', use_errno=True).prctl(1, int(signal.SIGKILL))

# Like a private window: cookies and storage live only as long as this process.
context = WebKit2.WebContext.new_with_website_data_manager(WebKit2.WebsiteDataManager.new_ephemeral())
context.set_automation_allowed(True)
# Under LANG=C.UTF-8 WebKitGTK would report navigator.languages as ['C']; Chromium and Firefox say en-US.
context.set_preferred_languages(['en-US', 'en'])


def create_web_view(_session, *_args):
    view = WebKit2.WebView(web_context=context, is_controlled_by_automation=True)
    window = Gtk.Window()
    window.set_default_size(800, 600)  # @web/test-runner's page size in Chromium and Firefox
    window.add(view)
    view.connect('close', lambda _view: window.destroy())
    window.show_all()
    return view


def automation_started(_context, session):
    info = WebKit2.ApplicationInfo()
    info.set_name('lingora-webkit')
    info.set_version(WebKit2.get_major_version(), WebKit2.get_minor_version(), WebKit2.get_micro_version())
    session.set_application_info(info)
    session.connect('create-web-view', create_web_view)


context.connect('automation-started', automation_started)
Gtk.main()
