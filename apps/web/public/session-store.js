// A sign-in the server completed for a form posted before the app took it over (or with the
// app's code failing to come): the page carries the session, which is kept in browser storage as
// the app keeps it (lib/session.ts), and the member goes on to where they were going. The server
// writes this script inline, allowed by its hash; the session's element comes before it.
/* global document, location */
(function () {
  var element = document.getElementById('atrium-session');
  if (!element) return;
  var session = JSON.parse(element.textContent);
  try {
    for (var i = 0; i < session.entries.length; i += 1) {
      localStorage.setItem(session.entries[i][0], session.entries[i][1]);
    }
  } catch {
    // Storage off: the page says that staying signed in needs it.
    return;
  }
  location.replace(session.next);
})();
