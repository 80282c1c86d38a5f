// The one script partner pages load: defines every <accounts-*> element.
import { defineElements } from './define';

defineElements();

export { defineElements, VERSION } from './define';
