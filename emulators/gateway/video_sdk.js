/*
 * Stand-in for the video-call provider's SDK, served by the OPPNP gateway
 * simulator at GET /video/sdk.js. It joins a session created with
 * POST /video/sessions, polls its status every second and reports each
 * change until a final outcome.
 *
 *   const stop = window.OppnpVideoSDK.start({
 *     baseUrl, clientId, deviceId, token, sessionId,
 *     onEvent: (status, session) => {}, onError: (err) => {},
 *   });
 */
(function () {
  "use strict";
  var FINAL = ["NO_EXECUTIVE_FOUND", "CALL_ENDS_SUCCESSFULLY", "CALL_ENDS_SUCCESSFULLY_HB", "EXPIRED_URL", "OFFLINE_EXECUTIVE"];

  function start(opts) {
    var stopped = false;
    var last = null;
    var timer = null;
    var headers = {
      "X-IBM-Client-Id": opts.clientId,
      "X-Device-Id": opts.deviceId,
      Authorization: "Bearer " + opts.token,
    };
    var base = String(opts.baseUrl || "").replace(/\/$/, "") + "/video/sessions/" + encodeURIComponent(opts.sessionId);

    function emit(status, session) {
      if (status !== last) {
        last = status;
        if (opts.onEvent) opts.onEvent(status, session);
      }
      if (FINAL.indexOf(status) >= 0) stopped = true;
    }

    function handle(res) {
      return res.json().then(function (body) {
        if (!res.ok) {
          if (body && body.code === "EXPIRED_URL") {
            emit("EXPIRED_URL", null);
            return;
          }
          throw body;
        }
        emit(body.data.status, body.data);
      });
    }

    function fail(err) {
      stopped = true;
      if (opts.onError) opts.onError(err);
    }

    function poll() {
      if (stopped) return;
      fetch(base, { headers: headers })
        .then(handle)
        .then(function () {
          if (!stopped) timer = setTimeout(poll, opts.intervalMs || 1000);
        })
        .catch(fail);
    }

    fetch(base + "/join", { method: "POST", headers: headers })
      .then(handle)
      .then(function () {
        if (!stopped) timer = setTimeout(poll, opts.intervalMs || 1000);
      })
      .catch(fail);

    return function stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }

  window.OppnpVideoSDK = { start: start, FINAL_STATES: FINAL.slice() };
})();
