import { describe, expect, it, vi } from 'vitest';
import { createProfileSettingsFlow, noticeFromError, profileFormFrom, type ProfileSettingsDeps } from './profile-settings-flow';
import type { User } from '../core/api/schemas';
import { updateProfile, type ProfilePatch } from '../core/api/account-calls';
import { recordedBody, replay } from '../../tests/unit/recorded';

const elena: User = {
  id: 5, name: 'Elena Souza', email: 'elena@example.com', avatar: null, birthdate: '1990-03-07', gender: 'Não-binárie',
  native_language: 'pt', phone_number: '+55 (11) 98765-4321', address: null, active: true,
};
const today = () => new Date(2026, 10, 22);

function deps(over: Partial<ProfileSettingsDeps> = {}): ProfileSettingsDeps {
  return {
    getLanguages: vi.fn(async () => [{ code: 'pt', name: 'Português' }]),
    updateProfile: vi.fn(async (p) => ({ ...elena, ...p })),
    setMe: vi.fn(),
    notify: vi.fn(),
    today,
    ...over,
  };
}

describe('profile settings flow', () => {
  it('prefills from the user, splitting a custom gender and the birthdate', () => {
    expect(profileFormFrom(elena)).toEqual({
      name: 'Elena Souza', gender: 'CUSTOM', customText: 'Não-binárie', birthdate: { day: '7', month: 3, year: '1990' }, nativeLanguage: 'pt',
    });
  });
  it("saves a multipart patch, updates $me and says 'settings.saved'", async () => {
    const d = deps();
    const f = createProfileSettingsFlow(d);
    f.init(elena);
    f.set('name', '  Elena S. ');
    expect(await f.save()).toBe(true);
    expect(d.updateProfile).toHaveBeenCalledWith({ name: 'Elena S.', gender: 'Não-binárie', birthdate: '1990-03-07', native_language: 'pt' });
    expect(d.setMe).toHaveBeenCalled();
    expect(d.notify).toHaveBeenCalledWith({ kind: 'success', key: 'settings.saved' });
  });
  it('blocks saving while the birthdate is partly filled, a name is missing or the custom gender is too long', async () => {
    const d = deps();
    const f = createProfileSettingsFlow(d);
    f.init(elena);
    f.set('name', ' ');
    f.setBirthdate({ year: '' });
    f.set('customText', 'x'.repeat(33));
    expect(await f.save()).toBe(false);
    expect(f.$errors.get()).toMatchObject({ name: 'errors.name-required', birthdate: 'errors.birthdate-partial', customText: 'errors.gender-custom-long' });
    expect(d.updateProfile).not.toHaveBeenCalled();
  });
  it('requires a gender and sends the enum value when it is not custom; an empty birthdate is not sent', async () => {
    const d = deps();
    const f = createProfileSettingsFlow(d);
    f.init({ ...elena, gender: null, birthdate: null, native_language: null });
    expect(await f.save()).toBe(false);
    expect(f.$errors.get().gender).toBe('errors.gender-required');
    f.set('gender', 'FEMALE');
    expect(await f.save()).toBe(true);
    expect(d.updateProfile).toHaveBeenCalledWith({ name: 'Elena Souza', gender: 'FEMALE' });
  });
  it('has a draft only while the form differs from what is saved, and starts from one given', async () => {
    const f = createProfileSettingsFlow(deps());
    f.init(elena);
    expect(f.draft()).toBeNull();
    f.setBirthdate({ month: '3' }); // the select's string for the saved month: no change
    expect(f.draft()).toBeNull();
    f.set('name', 'Elena Nova');
    const draft = f.draft();
    expect(draft).toMatchObject({ name: 'Elena Nova' });
    const again = createProfileSettingsFlow(deps());
    again.init(elena, draft!);
    expect(again.$form.get().name).toBe('Elena Nova');
    expect(await again.save()).toBe(true); // saved: nothing left to keep
    expect(again.draft()).toBeNull();
  });
  it('clears a stored birthdate and native language the user emptied (sent empty), and only those', async () => {
    const d = deps({ updateProfile: vi.fn(async (p) => ({ ...elena, ...p, birthdate: null, native_language: null })) });
    const f = createProfileSettingsFlow(d);
    f.init(elena);
    f.setBirthdate({ day: '', month: '', year: '' });
    f.set('nativeLanguage', '');
    expect(await f.save()).toBe(true);
    expect(d.updateProfile).toHaveBeenLastCalledWith({ name: 'Elena Souza', gender: 'Não-binárie', birthdate: '', native_language: '' });
    // Once cleared, the form is what is saved: Save is off, and a save sends nothing.
    expect(f.$canSave.get()).toBe(false);
    expect(await f.save()).toBe(false);
    expect(d.updateProfile).toHaveBeenCalledTimes(1);
  });
  it('enables Save only when the form is valid and changed; an unchanged save sends nothing (QA)', async () => {
    const d = deps();
    const f = createProfileSettingsFlow(d);
    f.init(elena);
    expect(f.$canSave.get()).toBe(false);
    expect(await f.save()).toBe(false);
    f.set('name', 'Elena Souza '); // sends the same trimmed name
    f.setBirthdate({ month: '3' }); // the saved month, as the select gives it
    expect(f.$canSave.get()).toBe(false);
    expect(await f.save()).toBe(false);
    expect(d.updateProfile).not.toHaveBeenCalled();
    expect(d.notify).not.toHaveBeenCalled(); // no "saved" for nothing
    f.set('name', 'Elena Nova');
    expect(f.$canSave.get()).toBe(true);
    f.setBirthdate({ year: '' });
    expect(f.$canSave.get()).toBe(false); // changed, but partly filled
    f.setBirthdate({ year: '1990' });
    expect(await f.save()).toBe(true);
    expect(d.updateProfile).toHaveBeenCalledTimes(1);
    expect(f.$canSave.get()).toBe(false); // saved: nothing left to send
  });
  it('once edited, says what keeps Save disabled: the emptied name and the gender never chosen together', () => {
    const f = createProfileSettingsFlow(deps());
    f.init({ ...elena, gender: null, birthdate: null });
    f.blur('gender'); // left as saved: nothing to say yet
    expect(f.$errors.get()).toEqual({});
    f.set('name', '');
    expect(f.$errors.get()).toMatchObject({ name: 'errors.name-required', gender: 'errors.gender-required' });
    expect(f.$canSave.get()).toBe(false);
  });
  it('keeps the typed values and shows the server message when saving fails', async () => {
    const d = deps({ updateProfile: vi.fn((patch: ProfilePatch) => replay('users-me-patch/bad-birthdate', () => updateProfile(patch))) });
    const f = createProfileSettingsFlow(d);
    f.init(elena);
    f.set('name', 'Nova');
    expect(await f.save()).toBe(false);
    expect(d.notify).toHaveBeenCalledWith({ kind: 'error', message: recordedBody<{ detail: string }>('users-me-patch/bad-birthdate').detail });
    expect(f.$form.get().name).toBe('Nova');
    expect(f.$busy.get()).toBe(false);
  });
  it('loads the language list, with an error state for a retry', async () => {
    const f = createProfileSettingsFlow(deps());
    await f.loadLanguages();
    expect(f.$languages.get()).toEqual({ status: 'ready', list: [{ code: 'pt', name: 'Português' }] });
    const g = createProfileSettingsFlow(deps({ getLanguages: vi.fn(async () => { throw new Error('x'); }) }));
    await g.loadLanguages();
    expect(g.$languages.get()).toEqual({ status: 'error' });
  });
  it('maps failures to notices: offline, throttled with the wait, server text, generic', () => {
    expect(noticeFromError({ kind: 'timeout' })).toEqual({ kind: 'error', key: 'errors.network' });
    expect(noticeFromError({ kind: 'throttled', retryAfter: 30 })).toEqual({ kind: 'error', key: 'errors.throttled', params: { seconds: 30 } });
    // without Retry-After the wait is the spec's resend interval, as in every other flow
    expect(noticeFromError({ kind: 'throttled', message: 'Too Many Requests' })).toEqual({ kind: 'error', key: 'errors.throttled', params: { seconds: 30 } });
    expect(noticeFromError({ kind: 'http', message: 'Falhou' })).toEqual({ kind: 'error', message: 'Falhou' });
    expect(noticeFromError(undefined)).toEqual({ kind: 'error', key: 'errors.generic' });
  });
});
