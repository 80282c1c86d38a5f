// A Vue 3 partner app with render functions (h): Vue sets `product` as a property (the element
// defines it), `brand-color`-style names as attributes, and `onAccountsSignedIn` listens to
// `accounts-signed-in` (Vue hyphenates listener names). Event details are shown as text only.
import { createApp, h, ref } from '/vendor/vue.runtime.esm-browser.prod.js';

const EVENTS = ['ready', 'step-change', 'signed-in', 'signed-out', 'error', 'analytics', 'locale-change'];
const listenerName = (e) => `onAccounts${e.replace(/(^|-)([a-z])/g, (_, _dash, c) => c.toUpperCase())}`;

const App = {
  setup() {
    const log = ref([]);
    const user = ref(null);
    let next = 0;
    const record = (event) => {
      log.value = [{ id: next++, type: event.type, detail: JSON.stringify(event.detail ?? null) }, ...log.value];
      if (event.type === 'accounts-signed-in') user.value = event.detail.email;
      if (event.type === 'accounts-signed-out') user.value = null;
    };
    const listeners = Object.fromEntries(EVENTS.map((e) => [listenerName(e), record]));
    return () => [
      h('header', { class: 'site-header' }, [
        h('strong', { class: 'brand' }, 'Talks'),
        h('span', { class: 'tagline' }, 'Vue 3 partner app embedding the accounts sign-in element'),
      ]),
      h('main', { class: 'layout' }, [
        h('section', { class: 'signin', 'aria-labelledby': 'signin-title' }, [
          h('h1', { id: 'signin-title' }, 'Sign in to Talks'),
          h('accounts-signin', { id: 'signin', product: 'talks', ...listeners }),
          h('p', { id: 'embed-status', class: 'status', role: 'status' }, user.value ? `Signed in as ${user.value}` : 'Not signed in'),
        ]),
        h('section', { class: 'events', 'aria-labelledby': 'events-title' }, [
          h('h2', { id: 'events-title' }, 'Events from the element'),
          h('ol', { id: 'event-log', class: 'event-log', 'aria-live': 'polite' },
            log.value.map((item) => h('li', { key: item.id, 'data-event': item.type }, `${item.type} ${item.detail}`))),
          h('button', { type: 'button', id: 'clear-log', onClick: () => { log.value = []; } }, 'Clear the list'),
        ]),
      ]),
    ];
  },
};

createApp(App).mount('#app');
