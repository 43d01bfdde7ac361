// Just enough of a browser for the firebase JS SDK's browser build to run
// its long-polling transport in Node (run with `node --conditions=browser`):
// the SDK loads each poll as a <script> tag in a hidden iframe (JSONP);
// here a script tag's src is fetched and run in that iframe's own context,
// whose `parent.window` is this global, as in a browser. WebSocket is
// faye-websocket's W3C-style client, recorded so tests can see the SDK's
// attempts to upgrade. Nothing else of the DOM is provided. Import this
// before anything from firebase: the SDK picks its WebSocket at load time.
import vm from 'node:vm';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const faye = require('faye-websocket');

/** URLs of every WebSocket the SDK opened, with how each ended. */
export const sockets = [];

class RecordedWebSocket extends faye.Client {
  constructor(url) {
    super(url);
    const rec = { url, opened: false, closed: false };
    sockets.push(rec);
    this.addEventListener('open', () => { rec.opened = true; });
    this.addEventListener('close', () => { rec.closed = true; });
  }
}

/** Long polls started, and long-poll sessions the server closed. */
export const polls = { started: 0, closed: 0 };

function iframe() {
  const ctx = vm.createContext({ parent: { window: globalThis } });
  const doc = {
    open() {},
    write() {},
    close() {},
    createElement: (tag) => ({ tag, parentNode: null }),
    body: {
      appendChild(el) {
        if (el.tag !== 'script') return;
        el.parentNode = { removeChild() {} };
        polls.started++;
        fetch(el.src)
          .then((res) => {
            if (!res.ok) throw new Error(`${res.status} ${el.src}`);
            return res.text();
          })
          .then((js) => {
            if (js.includes("pLPCommand('close'")) polls.closed++;
            vm.runInContext(js, ctx);
            el.onload?.();
          })
          .catch(() => el.onerror?.());
      },
    },
  };
  return { tag: 'iframe', style: {}, contentDocument: doc, contentWindow: { document: doc } };
}

globalThis.window = globalThis;
globalThis.document = {
  readyState: 'complete',
  domain: 'localhost',
  body: { appendChild() {}, removeChild() {} }, // the SDK's hidden iframes, already built
  createElement: (tag) => (tag === 'iframe' ? iframe() : { tag, style: {} }),
  addEventListener() {},
};
globalThis.WebSocket = RecordedWebSocket;
