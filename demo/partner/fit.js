// sidebar.html and dialog.html: ?element=signup|hub|settings swaps the sign-in element for that one
// (before the embed script runs: module scripts run in order), and the dialog's open button.
const ELEMENTS = ['signup', 'hub', 'settings'];

const wanted = new URLSearchParams(location.search).get('element');
const placeholder = document.getElementById('element');
if (placeholder && ELEMENTS.includes(wanted)) {
  const element = document.createElement(`accounts-${wanted}`);
  element.id = 'element';
  element.setAttribute('product', 'talks');
  placeholder.replaceWith(element);
}

const dialog = document.getElementById('account-dialog');
document.getElementById('open-dialog')?.addEventListener('click', () => dialog.showModal());
