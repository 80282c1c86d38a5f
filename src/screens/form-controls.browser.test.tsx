// Form controls look the same in every engine: the portal draws selects (no platform menu
// button: WebKit's was 51 px tall against 43 in Chromium and 41 in Firefox), and radios and
// checkboxes take the brand colour. Heights are asserted in px, the same numbers in Chromium,
// Firefox and WebKit (this file runs in all three), so the engines agree within 2 px.
import signupCss from '/src/screens/signup/signup.css.ts.vanilla.css?inline';
import translatorCss from '/src/screens/translator/translator.css.ts.vanilla.css?inline';
import * as su from './signup/signup.css.ts';
import * as x from './translator/translator.css.ts';
import { adoptStyles } from '../ui/sheet.ts';
import { Field } from '../ui/Field.tsx';
import { LanguageMenu } from '../ui/LanguageMenu.tsx';
import * as s from '../ui/styles.css.ts';
import { assert, equal, until } from '../../tests/browser/support/assert.ts';
import { expectAccessible } from '../../tests/browser/support/axe.ts';
import { mountInShadow, unmountAll } from '../../tests/browser/support/mount.tsx';

const BRAND = 'rgb(11, 114, 133)';

afterEach(() => {
  unmountAll();
  document.body.replaceChildren();
});

function Controls() {
  return (
    <form className={s.form}>
      <Field label="Name" name="name" defaultValue="Ana" />
      <label className={s.field}>
        <span className={s.label}>Gender</span>
        <select className={s.input} name="gender" defaultValue="FEMALE">
          <option value="FEMALE">Female</option>
          <option value="MALE">Male</option>
        </select>
      </label>
      <LanguageMenu />
      {/* As ValidatePhone and the translator's toolbar have them, with their chunks' styles. */}
      <fieldset className={su.radios}>
        <legend className={su.legend}>Send the code by</legend>
        <label className={su.radio}><input type="radio" name="channel" value="SMS" defaultChecked /> SMS</label>
        <label className={su.radio}><input type="radio" name="channel" value="WHATSAPP" /> WhatsApp</label>
      </fieldset>
      <label className={x.checkbox}><input type="checkbox" name="changed" defaultChecked /> Changed only</label>
    </form>
  );
}

async function mounted() {
  const { host, root } = mountInShadow(<Controls />);
  adoptStyles(root, [signupCss, translatorCss]);
  host.style.setProperty('--accounts-brand-color', BRAND);
  await until(() => root.querySelector('input[type="checkbox"]'), 'the controls');
  const one = <T extends Element>(selector: string) => {
    const el = root.querySelector<T>(selector);
    assert(el, selector);
    return el;
  };
  return { host, root, one };
}

const height = (el: Element) => el.getBoundingClientRect().height;
const near = (actual: number, expected: number, what: string) =>
  assert(Math.abs(actual - expected) <= 1, `${what} is ${actual.toFixed(1)} px tall, not ${expected} (±1)`);

describe('form controls in this engine', () => {
  it('a select is as tall as a text field: 46 px (16 px text, 10 px padding, 1 px border); the language menu 38 px', async () => {
    const { one } = await mounted();
    near(height(one('input[name="name"]')), 46, 'the text field');
    near(height(one('select[name="gender"]')), 46, 'the select');
    near(height(one('[part="language-menu"]')), 38, 'the language menu');
  });

  it('selects are drawn by the portal: no platform appearance, the text and the arrow inside the border', async () => {
    const { one } = await mounted();
    for (const select of [one<HTMLSelectElement>('select[name="gender"]'), one<HTMLSelectElement>('[part="language-menu"]')]) {
      const style = getComputedStyle(select);
      equal(style.appearance, 'none', `${select.name || 'language menu'} appearance`);
      assert(style.backgroundImage.includes('gradient'), `${select.name || 'language menu'} draws its arrow`);
      assert(parseFloat(style.paddingRight) >= 28, 'room for the arrow');
    }
  });

  it('radios and checkboxes take the brand colour and one size: 20 px', async () => {
    const { root } = await mounted();
    const choices = [...root.querySelectorAll<HTMLInputElement>('input[type="radio"], input[type="checkbox"]')];
    equal(choices.length, 3);
    for (const choice of choices) {
      equal(getComputedStyle(choice).accentColor, BRAND, `${choice.type} accent`);
      const box = choice.getBoundingClientRect();
      near(box.height, 20, choice.type);
      near(box.width, 20, `${choice.type} width`);
    }
  });

  it('the controls pass axe', async () => {
    const { host } = await mounted();
    await expectAccessible(host);
  });
});
