// Partner demo: log every accounts-* event the element dispatches. Text only (textContent),
// never HTML: event details are data from another origin.
const EVENTS = [
  'accounts-ready',
  'accounts-step-change',
  'accounts-signed-in',
  'accounts-signed-out',
  'accounts-error',
  'accounts-analytics',
  'accounts-locale-change',
];

const element = document.getElementById('signin');
const log = document.getElementById('event-log');
const status = document.getElementById('embed-status');

function record(event) {
  const item = document.createElement('li');
  const time = new Date().toLocaleTimeString();
  let detail;
  try {
    detail = JSON.stringify(event.detail ?? null);
  } catch {
    detail = String(event.detail);
  }
  item.textContent = `${time} ${event.type} ${detail}`;
  item.dataset.event = event.type;
  log.prepend(item);
}

for (const name of EVENTS) element.addEventListener(name, record);

document.getElementById('clear-log').addEventListener('click', () => log.replaceChildren());

customElements.whenDefined('accounts-signin').then(() => {
  status.textContent = 'The accounts element is ready.';
});
setTimeout(() => {
  if (!customElements.get('accounts-signin')) {
    status.textContent = 'The accounts element did not load: is the portal server running on 127.0.0.1:5173?';
  }
}, 5000);
