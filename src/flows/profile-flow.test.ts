import { describe, expect, it, vi } from 'vitest';
import { toInternational } from '../core/phone/phone';
import { createProfileFlow, profileDraftErrors, profilePatch, type ProfileDeps, type ProfileDraft } from './profile-flow';
import { updatePhone, updateProfile, uploadAvatar, type ProfilePatch } from '../core/api/account-calls';
import { recordedBody, replay } from '../../tests/unit/recorded';

/** PATCH /users/me/ answering as the reference API did in `scenario` (tests/fixtures/users-me-patch/). */
const patchAs = (scenario: string) => vi.fn((patch: ProfilePatch) => replay(`users-me-patch/${scenario}`, () => updateProfile(patch)));

const today = new Date(2026, 10, 22);
const draft: ProfileDraft = {
  birthdate: { day: '7', month: 3, year: '1990' },
  gender: 'FEMALE',
  customText: '',
  nativeLanguage: 'pt',
  phone: null,
  image: null,
};

function deps(over: Partial<ProfileDeps> = {}): ProfileDeps {
  return {
    updateProfile: patchAs('profile-multipart'),
    toE164: vi.fn(async () => '+5511987654321'),
    updatePhone: vi.fn((e164: string) => replay('users-me-patch/phone-json', () => updatePhone(e164))),
    uploadAvatar: vi.fn((file: File) => replay('users-me-patch/avatar', () => uploadAvatar(file))),
    exit: vi.fn(),
    ...over,
  };
}
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });

describe('profile flow', () => {
  it('builds the multipart patch: gender, language and a full birthdate', () => {
    expect(profilePatch(draft, today)).toEqual({ gender: 'FEMALE', native_language: 'pt', birthdate: '1990-03-07' });
  });

  it('stores the custom text in gender and leaves out what was not given', () => {
    expect(profilePatch({ ...draft, gender: 'CUSTOM', customText: ' Agender ', nativeLanguage: '', birthdate: { day: '', month: '', year: '' } }, today))
      .toEqual({ gender: 'Agender' });
  });

  it('blocks saving while the birthdate is partly filled', () => {
    expect(profileDraftErrors({ ...draft, birthdate: { day: '7', month: '', year: '' } }, today).birthdate).toBe('errors.birthdate-partial');
    expect(profileDraftErrors({ ...draft, birthdate: { day: '', month: '', year: '' } }, today).birthdate).toBeNull();
  });

  it('requires a gender, and custom text of at most 32 characters for CUSTOM', () => {
    expect(profileDraftErrors({ ...draft, gender: '' }, today).gender).toBe('errors.gender-required');
    expect(profileDraftErrors({ ...draft, gender: 'CUSTOM', customText: '' }, today).customText).toBe('errors.gender-custom-required');
    expect(profileDraftErrors({ ...draft, gender: 'CUSTOM', customText: 'x'.repeat(33) }, today).customText).toBe('errors.gender-custom-long');
  });

  it('takes the phone as optional but complete, and only jpeg or png pictures', () => {
    const phone = { country: 'BR', mask: '(##) #####-####', number: '' };
    expect(profileDraftErrors({ ...draft, phone }, today).phone).toBeNull();
    expect(profileDraftErrors({ ...draft, phone: { ...phone, number: '(11) 9' } }, today).phone).toBe('errors.phone-incomplete');
    expect(profileDraftErrors({ ...draft, image: new File(['x'], 'a.gif', { type: 'image/gif' }) }, today).image).toBe('verify.image-invalid');
    expect(profileDraftErrors({ ...draft, image: png() }, today).image).toBeNull();
  });

  it('after a submit, a field that has shown a message follows its value (QA: "Choose a gender" stayed)', async () => {
    const f = createProfileFlow(deps());
    f.edit({ ...draft, gender: '', birthdate: { day: '7', month: '', year: '' } }); // silent before a submit
    expect(f.$errors.get().gender).toBeNull();
    await f.submit({ ...draft, gender: '' });
    expect(f.$errors.get().gender).toBe('errors.gender-required');
    f.edit({ ...draft, gender: 'MALE' });
    expect(f.$errors.get().gender).toBeNull();
    f.edit({ ...draft, gender: '' });
    expect(f.$errors.get().gender).toBe('errors.gender-required');
    // a field that has shown nothing waits for the next submit
    f.edit({ ...draft, gender: 'MALE', birthdate: { day: '7', month: '', year: '' } });
    expect(f.$errors.get()).toEqual({ birthdate: null, gender: null, customText: null, phone: null, image: null });
  });

  it('keeps the refused number refused until the number changes', async () => {
    const phone = { country: 'BR', mask: '(##) #####-####', number: '(11) 98765-4321' };
    const f = createProfileFlow(deps({ toE164: vi.fn(async () => null) }));
    await f.submit({ ...draft, phone });
    const refused = f.$errors.get().phone;
    expect(refused).toBeTruthy();
    f.edit({ ...draft, gender: 'MALE', phone: { ...phone } });
    expect(f.$errors.get().phone).toBe(refused);
    f.edit({ ...draft, phone: { ...phone, number: '(11) 98765-4322' } });
    expect(f.$errors.get().phone).toBeNull();
  });

  it('refuses a number that does not parse before sending anything (QA: the profile was saved, then the phone refused)', async () => {
    // The real check: no US number starts its area code with 1.
    const d = deps({ toE164: vi.fn(async (country: string, national: string) => toInternational(country, national)) });
    const f = createProfileFlow(d);
    await f.submit({ ...draft, phone: { country: 'US', mask: '(###) ###-####', number: '(123) 456-7890' } });
    expect(f.$errors.get().phone).toBe('errors.phone-invalid');
    expect(d.updateProfile).not.toHaveBeenCalled();
    expect(d.updatePhone).not.toHaveBeenCalled();
    expect(d.exit).not.toHaveBeenCalled();
    expect(f.$busy.get()).toBe(false);
  });

  it('does not call the API with an invalid form', async () => {
    const d = deps();
    const f = createProfileFlow(d);
    await f.submit({ ...draft, gender: '' });
    expect(d.updateProfile).not.toHaveBeenCalled();
    expect(f.$errors.get().gender).toBe('errors.gender-required');
  });

  it('saves the profile, the phone and the picture, then finishes', async () => {
    const d = deps();
    const image = png();
    await createProfileFlow(d).submit({ ...draft, phone: { country: 'BR', mask: '(##) #####-####', number: '(11) 98765-4321' }, image });
    expect(d.updateProfile).toHaveBeenCalledWith(expect.objectContaining({ gender: 'FEMALE', native_language: 'pt' }));
    expect(d.updatePhone).toHaveBeenCalledWith('+5511987654321');
    expect(d.uploadAvatar).toHaveBeenCalledWith(image);
    expect(d.exit).toHaveBeenCalledWith({ to: 'done' });
  });

  it('keeps the form and shows the server message on failure, then allows a retry', async () => {
    const d = deps({ updateProfile: patchAs('profile-multipart').mockImplementationOnce(patchAs('bad-birthdate')) }); // refused, then saved
    const f = createProfileFlow(d);
    await f.submit(draft);
    expect(f.$error.get()).toEqual({ message: recordedBody<{ detail: string }>('users-me-patch/bad-birthdate').detail });
    expect(f.$busy.get()).toBe(false);
    await f.submit(draft);
    expect(d.exit).toHaveBeenCalledWith({ to: 'done' });
  });

  it("redirects home on 'You already have a profile created!'", async () => {
    const d = deps({ updateProfile: vi.fn(async () => { throw Object.assign(new Error('You already have a profile created!'), { kind: 'http' }); }) });
    await createProfileFlow(d).submit(draft);
    expect(d.exit).toHaveBeenCalledWith({ to: 'home' });
  });

  it('submits once on a double click and skips to the same place', async () => {
    const d = deps();
    const f = createProfileFlow(d);
    await Promise.all([f.submit(draft), f.submit(draft)]);
    expect(d.updateProfile).toHaveBeenCalledTimes(1);
    f.skip();
    expect(d.exit).toHaveBeenLastCalledWith({ to: 'done' });
  });
});
