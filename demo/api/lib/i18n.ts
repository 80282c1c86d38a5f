// Server messages in Portuguese (default and fallback), English and Spanish,
// chosen from the Accept-Language header.
export type Lang = 'pt' | 'en' | 'es';

const M = {
  invalidToken: { pt: 'Invalid token.', en: 'Invalid token.', es: 'Invalid token.' },
  notFound: { pt: 'Não encontrado.', en: 'Not found.', es: 'No encontrado.' },
  accountNotFound: {
    pt: 'Nenhuma conta encontrada com este email. Você já se cadastrou?',
    en: 'No account found with this email. Are you already registered?',
    es: 'No se encontró ninguna cuenta con este correo. ¿Ya estás registrado?',
  },
  wrongCredentials: { pt: 'Usuário ou senha incorretos.', en: 'Incorrect username or password.', es: 'Usuario o contraseña incorrectos.' },
  notActivated: {
    pt: 'Esta conta ainda não foi ativada. Crie uma senha para ativá-la.',
    en: 'This account is not activated yet. Create a password to activate it.',
    es: 'Esta cuenta aún no está activada. Crea una contraseña para activarla.',
  },
  activationNeeded: { pt: 'A conta precisa ser ativada.', en: 'The account needs to be activated.', es: 'La cuenta necesita ser activada.' },
  alreadyActive: { pt: 'Esta conta já está ativa.', en: 'This account is already active.', es: 'Esta cuenta ya está activa.' },
  accountActivated: { pt: 'Conta ativada.', en: 'Account activated.', es: 'Cuenta activada.' },
  tooManyAttempts: {
    pt: 'Muitas tentativas. Tente novamente mais tarde.',
    en: 'Too many attempts. Try again later.',
    es: 'Demasiados intentos. Inténtalo de nuevo más tarde.',
  },
  resendTooSoon: {
    pt: 'Aguarde antes de pedir um novo código.',
    en: 'Please wait before requesting a new code.',
    es: 'Espera antes de solicitar un nuevo código.',
  },
  emailRequired: { pt: 'Preencha o seu email', en: 'Fill your email', es: 'Completa tu correo electrónico' },
  emailInvalid: { pt: 'Email inválido', en: 'Invalid email', es: 'Correo electrónico inválido' },
  emailsDiffer: { pt: 'Os emails informados são diferentes', en: 'Given emails are differents', es: 'Los correos informados son diferentes' },
  emailTaken: {
    pt: 'Já existe uma conta com este email.',
    en: 'An account with this email already exists.',
    es: 'Ya existe una cuenta con este correo.',
  },
  emailMismatch: {
    pt: 'O email não corresponde à sua conta.',
    en: 'The email does not match your account.',
    es: 'El correo no corresponde a tu cuenta.',
  },
  nameRequired: { pt: 'Preencha o seu nome', en: 'Fill your name', es: 'Completa tu nombre' },
  nameTooLong: { pt: 'Nome muito longo.', en: 'Name is too long.', es: 'Nombre demasiado largo.' },
  passwordRequired: { pt: 'Preencha a sua senha', en: 'Fill your password', es: 'Completa tu contraseña' },
  passwordRule: {
    pt: 'Deve conter uma combinação de letras e números com pelo menos 6 caracteres.',
    en: 'It must contain a combination of letters and numbers with at least 6 characters.',
    es: 'Debe contener una combinación de letras y números con al menos 6 caracteres.',
  },
  passwordSame: {
    pt: 'A nova senha deve ser diferente da anterior',
    en: 'Password should be different from the old one',
    es: 'La contraseña debe ser diferente de la anterior',
  },
  previousPasswordWrong: { pt: 'A senha atual está incorreta.', en: 'The current password is incorrect.', es: 'La contraseña actual es incorrecta.' },
  passwordChanged: { pt: 'Senha alterada!', en: 'Password changed!', es: '¡Contraseña cambiada!' },
  passwordSet: { pt: 'Senha definida com sucesso.', en: 'Password set successfully.', es: 'Contraseña definida con éxito.' },
  forgotSent: {
    pt: 'Se existir uma conta com este email, enviamos um código para ele.',
    en: 'If an account exists for this email, we sent a code to it.',
    es: 'Si existe una cuenta con este correo, le enviamos un código.',
  },
  codeInvalid: {
    pt: 'O código de verificação expirou ou não foi encontrado. Peça um novo código!',
    en: 'Verification code is expired or cannot be found. Request a new code!',
    es: 'El código de verificación expiró o no se encontró. ¡Solicita un nuevo código!',
  },
  codeRequired: { pt: 'Informe o código de 6 caracteres.', en: 'Enter the 6-character code.', es: 'Ingresa el código de 6 caracteres.' },
  sessionExpired: {
    pt: 'Sua sessão expirou. Entre novamente.',
    en: 'Your session has expired. Please sign in again.',
    es: 'Tu sesión expiró. Inicia sesión de nuevo.',
  },
  refreshInvalid: {
    pt: 'Sessão inválida ou expirada.',
    en: 'Session is invalid or expired.',
    es: 'Sesión inválida o expirada.',
  },
  phoneInvalid: { pt: 'Número de telefone inválido', en: 'invalid phone number', es: 'Número de teléfono inválido' },
  phoneMissing: {
    pt: 'Nenhum telefone para verificar. Informe um número.',
    en: 'No phone number to verify. Send a number first.',
    es: 'No hay teléfono para verificar. Informa un número.',
  },
  deliveryInvalid: { pt: 'Canal de envio inválido.', en: 'Invalid delivery channel.', es: 'Canal de envío inválido.' },
  genderInvalid: {
    pt: 'Gênero inválido (máximo de 32 caracteres).',
    en: 'Invalid gender (32 characters at most).',
    es: 'Género inválido (máximo 32 caracteres).',
  },
  birthdateInvalid: { pt: 'Data de nascimento inválida.', en: 'Invalid birthdate.', es: 'Fecha de nacimiento inválida.' },
  languageInvalid: { pt: 'Idioma inválido.', en: 'Invalid language.', es: 'Idioma inválido.' },
  avatarInvalid: {
    pt: 'A imagem deve ser um arquivo PNG ou JPEG.',
    en: 'The image must be a PNG or JPEG file.',
    es: 'La imagen debe ser un archivo PNG o JPEG.',
  },
  tooLarge: { pt: 'Conteúdo grande demais.', en: 'Payload too large.', es: 'Contenido demasiado grande.' },
  badJson: { pt: 'Corpo da requisição inválido.', en: 'Invalid request body.', es: 'Cuerpo de la solicitud inválido.' },
  fieldRequired: { pt: 'Campo obrigatório.', en: 'This field is required.', es: 'Campo obligatorio.' },
  fieldTooLong: { pt: 'Campo muito longo.', en: 'This field is too long.', es: 'Campo demasiado largo.' },
  postalInvalid: { pt: 'Código postal inválido', en: 'Invalid postal code', es: 'Código postal inválido' },
  sourceInvalid: { pt: 'Origem inválida.', en: 'Invalid source.', es: 'Origen inválido.' },
  nothingToUpdate: { pt: 'Nenhum campo para atualizar.', en: 'Nothing to update.', es: 'Ningún campo para actualizar.' },
  forbidden: { pt: 'Acesso negado.', en: 'Forbidden.', es: 'Acceso denegado.' },
  internal: { pt: 'Erro interno.', en: 'Internal error.', es: 'Error interno.' },
  controlChars: {
    pt: 'Este campo contém caracteres de controle (invisíveis). Remova-os e tente de novo.',
    en: 'This field contains control (invisible) characters. Remove them and try again.',
    es: 'Este campo contiene caracteres de control (invisibles). Quítalos e inténtalo de nuevo.',
  },
  activationCodeSent: {
    pt: 'Digite o código que enviamos para o seu email.',
    en: 'Enter the code we sent to your email.',
    es: 'Ingresa el código que enviamos a tu correo electrónico.',
  },
  activationCodeResent: {
    pt: 'Se esta conta precisar de ativação, enviamos um novo código para o email dela.',
    en: 'If this account needs activation, we sent a new code to its email.',
    es: 'Si esta cuenta necesita activación, enviamos un nuevo código a su correo.',
  },
  tooManySends: {
    pt: 'Muitos códigos enviados. Tente novamente mais tarde.',
    en: 'Too many codes sent. Try again later.',
    es: 'Demasiados códigos enviados. Inténtalo de nuevo más tarde.',
  },
  // Extensions beyond spec §7 (passkeys, sessions, the account's data): docs/api.md.
  passkeyUnavailable: {
    pt: 'Chaves de acesso não podem ser usadas nesta página.',
    en: 'Passkeys cannot be used on this page.',
    es: 'Las llaves de acceso no se pueden usar en esta página.',
  },
  passkeyChallengeInvalid: {
    pt: 'Este pedido de chave de acesso expirou ou já foi usado. Tente novamente.',
    en: 'This passkey request has expired or was already used. Try again.',
    es: 'Esta solicitud de llave de acceso expiró o ya fue usada. Inténtalo de nuevo.',
  },
  passkeyUnknown: {
    pt: 'Esta chave de acesso não está mais registrada. Entre com sua senha.',
    en: 'This passkey is no longer registered. Sign in with your password.',
    es: 'Esta llave de acceso ya no está registrada. Inicia sesión con tu contraseña.',
  },
  passkeyRejected: {
    pt: 'Não foi possível verificar a chave de acesso.',
    en: 'The passkey could not be verified.',
    es: 'No se pudo verificar la llave de acceso.',
  },
  passkeyExists: {
    pt: 'Esta chave de acesso já está registrada.',
    en: 'This passkey is already registered.',
    es: 'Esta llave de acceso ya está registrada.',
  },
  passkeyNameInvalid: {
    pt: 'Dê à chave de acesso um nome de até 64 caracteres.',
    en: 'Give the passkey a name of up to 64 characters.',
    es: 'Dale a la llave de acceso un nombre de hasta 64 caracteres.',
  },
  recentSignInRequired: {
    pt: 'Confirme que é você: entre novamente com sua senha ou chave de acesso.',
    en: "Confirm it's you: enter your password or use a passkey again.",
    es: 'Confirma que eres tú: ingresa tu contraseña o usa una llave de acceso de nuevo.',
  },
} as const satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof M;

export function t(lang: Lang, key: MessageKey): string {
  return M[key][lang];
}

/** Picks pt, en or es from an Accept-Language header by q-value; pt when nothing matches. */
export function pickLang(header: string | undefined | null): Lang {
  if (!header) return 'pt';
  const ranked = header
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const qv = q ? Number(q.slice(2)) : 1;
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', q: Number.isFinite(qv) ? qv : 0, i };
    })
    .filter((x) => x.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const r of ranked) if (r.base === 'pt' || r.base === 'en' || r.base === 'es') return r.base;
  return 'pt';
}
