import type { LocalizedText } from '../../i18n/locale.js';

export const authMessages = {
  emailTaken: {
    'en-US': 'An account with this e-mail address already exists. Sign in instead.',
    'zh-CN': '该邮箱已注册，请直接登录。',
    'zh-TW': '此電子郵件已註冊，請直接登入。',
    'es-ES': 'Ya existe una cuenta con este correo electrónico. Inicia sesión.',
    'pt-PT': 'Já existe uma conta com este endereço de e-mail. Inicie sessão.',
    'fr-FR': 'Un compte existe déjà avec cette adresse e-mail. Connectez-vous.',
    'de-DE': 'Zu dieser E-Mail-Adresse gibt es bereits ein Konto. Melden Sie sich an.',
    'it-IT': 'Esiste già un account con questo indirizzo e-mail. Accedi.',
    'ja-JP': 'このメールアドレスのアカウントはすでに存在します。ログインしてください。',
    'ko-KR': '이 이메일 주소로 가입된 계정이 이미 있습니다. 로그인하세요.',
    'ru-RU': 'Аккаунт с этим адресом электронной почты уже существует. Войдите.',
  },
  wrongCredentials: {
    'en-US': 'The e-mail address or password is incorrect.',
    'zh-CN': '邮箱或密码错误。',
    'zh-TW': '電子郵件或密碼錯誤。',
    'es-ES': 'El correo electrónico o la contraseña no son correctos.',
    'pt-PT': 'O endereço de e-mail ou a palavra-passe estão incorretos.',
    'fr-FR': 'L’adresse e-mail ou le mot de passe est incorrect.',
    'de-DE': 'E-Mail-Adresse oder Passwort ist falsch.',
    'it-IT': 'L’indirizzo e-mail o la password non sono corretti.',
    'ja-JP': 'メールアドレスまたはパスワードが正しくありません。',
    'ko-KR': '이메일 주소 또는 비밀번호가 올바르지 않습니다.',
    'ru-RU': 'Неверный адрес электронной почты или пароль.',
  },
  loggedOut: {
    'en-US': 'You have been signed out.',
    'zh-CN': '您已退出登录。',
    'zh-TW': '您已登出。',
    'es-ES': 'Has cerrado la sesión.',
    'pt-PT': 'Terminou a sessão.',
    'fr-FR': 'Vous êtes déconnecté.',
    'de-DE': 'Sie wurden abgemeldet.',
    'it-IT': 'Sei uscito dal tuo account.',
    'ja-JP': 'ログアウトしました。',
    'ko-KR': '로그아웃되었습니다.',
    'ru-RU': 'Вы вышли из аккаунта.',
  },
  wrongPassword: {
    'en-US': 'The current password is incorrect.',
    'zh-CN': '当前密码不正确。',
    'zh-TW': '目前的密碼不正確。',
    'es-ES': 'La contraseña actual no es correcta.',
    'pt-PT': 'A palavra-passe atual está incorreta.',
    'fr-FR': 'Le mot de passe actuel est incorrect.',
    'de-DE': 'Das aktuelle Passwort ist falsch.',
    'it-IT': 'La password attuale non è corretta.',
    'ja-JP': '現在のパスワードが正しくありません。',
    'ko-KR': '현재 비밀번호가 올바르지 않습니다.',
    'ru-RU': 'Текущий пароль указан неверно.',
  },
  passwordRequired: {
    'en-US': 'Enter your current password to make this change.',
    'zh-CN': '请输入当前密码以完成此更改。',
    'zh-TW': '請輸入目前的密碼以完成此變更。',
    'es-ES': 'Introduce tu contraseña actual para hacer este cambio.',
    'pt-PT': 'Introduza a sua palavra-passe atual para fazer esta alteração.',
    'fr-FR': 'Saisissez votre mot de passe actuel pour effectuer cette modification.',
    'de-DE': 'Geben Sie Ihr aktuelles Passwort ein, um diese Änderung vorzunehmen.',
    'it-IT': 'Inserisci la password attuale per effettuare questa modifica.',
    'ja-JP': 'この変更を行うには、現在のパスワードを入力してください。',
    'ko-KR': '이 변경을 하려면 현재 비밀번호를 입력하세요.',
    'ru-RU': 'Введите текущий пароль, чтобы внести это изменение.',
  },
  passwordChanged: {
    'en-US': 'Your password has been changed. You have been signed out on your other devices.',
    'zh-CN': '密码已修改，您在其他设备上的登录已退出。',
    'zh-TW': '密碼已變更，您在其他裝置上的登入皆已登出。',
    'es-ES': 'Tu contraseña se ha cambiado. Se ha cerrado la sesión en tus otros dispositivos.',
    'pt-PT':
      'A sua palavra-passe foi alterada. A sessão foi terminada nos seus outros dispositivos.',
    'fr-FR': 'Votre mot de passe a été modifié. Vous avez été déconnecté de vos autres appareils.',
    'de-DE': 'Ihr Passwort wurde geändert. Auf Ihren anderen Geräten wurden Sie abgemeldet.',
    'it-IT': 'La password è stata cambiata. Sei stato disconnesso dagli altri dispositivi.',
    'ja-JP': 'パスワードを変更しました。他のデバイスからはログアウトしました。',
    'ko-KR': '비밀번호가 변경되었습니다. 다른 기기에서는 로그아웃되었습니다.',
    'ru-RU': 'Пароль изменён. На других устройствах выполнен выход из аккаунта.',
  },
  resetRequested: {
    'en-US':
      'If an account uses this address, we have sent it a link to reset the password. The link works for one hour.',
    'zh-CN': '如果该邮箱已注册账户，我们已向其发送重置密码的链接。链接在一小时内有效。',
    'zh-TW': '如果此電子郵件已註冊帳戶，我們已寄出重設密碼的連結。連結在一小時內有效。',
    'es-ES':
      'Si hay una cuenta con esta dirección, le hemos enviado un enlace para restablecer la contraseña. El enlace es válido durante una hora.',
    'pt-PT':
      'Se existir uma conta com este endereço, enviámos-lhe uma ligação para repor a palavra-passe. A ligação é válida durante uma hora.',
    'fr-FR':
      'Si un compte utilise cette adresse, nous lui avons envoyé un lien pour réinitialiser le mot de passe. Ce lien est valable une heure.',
    'de-DE':
      'Falls es zu dieser Adresse ein Konto gibt, haben wir einen Link zum Zurücksetzen des Passworts gesendet. Der Link ist eine Stunde lang gültig.',
    'it-IT':
      'Se esiste un account con questo indirizzo, gli abbiamo inviato un link per reimpostare la password. Il link è valido per un’ora.',
    'ja-JP':
      'このアドレスのアカウントが存在する場合、パスワード再設定用のリンクを送信しました。リンクの有効期限は1時間です。',
    'ko-KR':
      '이 주소를 사용하는 계정이 있으면 비밀번호 재설정 링크를 보냈습니다. 링크는 1시간 동안 유효합니다.',
    'ru-RU':
      'Если к этому адресу привязан аккаунт, мы отправили на него ссылку для сброса пароля. Ссылка действует один час.',
  },
  resetTokenInvalid: {
    'en-US':
      'This password reset link is not valid: it has expired or has already been used. Request a new one.',
    'zh-CN': '此重置密码链接无效：已过期或已被使用，请重新申请。',
    'zh-TW': '此重設密碼連結無效：已過期或已被使用，請重新申請。',
    'es-ES':
      'Este enlace para restablecer la contraseña no es válido: ha caducado o ya se ha usado. Solicita uno nuevo.',
    'pt-PT':
      'Esta ligação para repor a palavra-passe não é válida: expirou ou já foi utilizada. Peça uma nova.',
    'fr-FR':
      'Ce lien de réinitialisation du mot de passe n’est pas valide\u00a0: il a expiré ou a déjà été utilisé. Demandez-en un nouveau.',
    'de-DE':
      'Dieser Link zum Zurücksetzen des Passworts ist ungültig: Er ist abgelaufen oder wurde bereits verwendet. Fordern Sie einen neuen an.',
    'it-IT':
      'Questo link per reimpostare la password non è valido: è scaduto o è già stato usato. Richiedine uno nuovo.',
    'ja-JP':
      'このパスワード再設定リンクは無効です（有効期限切れか、使用済みです）。新しいリンクをリクエストしてください。',
    'ko-KR':
      '이 비밀번호 재설정 링크는 유효하지 않습니다. 만료되었거나 이미 사용되었습니다. 새 링크를 요청하세요.',
    'ru-RU':
      'Эта ссылка для сброса пароля недействительна: срок её действия истёк или она уже использована. Запросите новую.',
  },
  passwordReset: {
    'en-US': 'Your password has been changed. Sign in with your new password.',
    'zh-CN': '密码已修改，请使用新密码登录。',
    'zh-TW': '密碼已變更，請使用新密碼登入。',
    'es-ES': 'Tu contraseña se ha cambiado. Inicia sesión con la nueva contraseña.',
    'pt-PT': 'A sua palavra-passe foi alterada. Inicie sessão com a nova palavra-passe.',
    'fr-FR': 'Votre mot de passe a été modifié. Connectez-vous avec le nouveau mot de passe.',
    'de-DE': 'Ihr Passwort wurde geändert. Melden Sie sich mit dem neuen Passwort an.',
    'it-IT': 'La password è stata cambiata. Accedi con la nuova password.',
    'ja-JP': 'パスワードを変更しました。新しいパスワードでログインしてください。',
    'ko-KR': '비밀번호가 변경되었습니다. 새 비밀번호로 로그인하세요.',
    'ru-RU': 'Пароль изменён. Войдите с новым паролем.',
  },
  resetMailSubject: {
    'en-US': 'Reset your Captio password',
    'zh-CN': '重置您的 Captio 密码',
    'zh-TW': '重設您的 Captio 密碼',
    'es-ES': 'Restablece tu contraseña de Captio',
    'pt-PT': 'Reponha a sua palavra-passe da Captio',
    'fr-FR': 'Réinitialisez votre mot de passe Captio',
    'de-DE': 'Captio-Passwort zurücksetzen',
    'it-IT': 'Reimposta la password di Captio',
    'ja-JP': 'Captio のパスワードの再設定',
    'ko-KR': 'Captio 비밀번호 재설정',
    'ru-RU': 'Сброс пароля Captio',
  },
  resetMailBody: {
    'en-US':
      'Hello {name},\n\nSomeone asked to reset the password of your Captio account. Open this link within one hour to choose a new password:\n\n{link}\n\nIf it was not you, ignore this e-mail: your password stays as it is.',
    'zh-CN':
      '{name}，您好：\n\n有人申请重置您的 Captio 账户密码。请在一小时内打开以下链接设置新密码：\n\n{link}\n\n如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。',
    'zh-TW':
      '{name}，您好：\n\n有人申請重設您的 Captio 帳戶密碼。請在一小時內開啟以下連結設定新密碼：\n\n{link}\n\n如果這不是您本人的操作，請忽略此郵件，您的密碼不會變更。',
    'es-ES':
      'Hola, {name}:\n\nAlguien ha pedido restablecer la contraseña de tu cuenta de Captio. Abre este enlace en el plazo de una hora para elegir una contraseña nueva:\n\n{link}\n\nSi no has sido tú, ignora este correo: tu contraseña no cambiará.',
    'pt-PT':
      'Olá, {name},\n\nAlguém pediu para repor a palavra-passe da sua conta Captio. Abra esta ligação no prazo de uma hora para escolher uma nova palavra-passe:\n\n{link}\n\nSe não fez este pedido, ignore este e-mail: a sua palavra-passe mantém-se.',
    'fr-FR':
      'Bonjour {name},\n\nQuelqu’un a demandé la réinitialisation du mot de passe de votre compte Captio. Ouvrez ce lien dans l’heure pour choisir un nouveau mot de passe\u00a0:\n\n{link}\n\nSi vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail\u00a0: votre mot de passe reste inchangé.',
    'de-DE':
      'Hallo {name},\n\njemand hat das Zurücksetzen des Passworts Ihres Captio-Kontos angefordert. Öffnen Sie innerhalb einer Stunde diesen Link, um ein neues Passwort festzulegen:\n\n{link}\n\nWenn Sie das nicht waren, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
    'it-IT':
      'Ciao {name},\n\nqualcuno ha chiesto di reimpostare la password del tuo account Captio. Apri questo link entro un’ora per scegliere una nuova password:\n\n{link}\n\nSe non sei stato tu, ignora questa e-mail: la password resta invariata.',
    'ja-JP':
      '{name} 様\n\nCaptio アカウントのパスワード再設定がリクエストされました。1時間以内に次のリンクを開き、新しいパスワードを設定してください。\n\n{link}\n\nお心当たりがない場合は、このメールを無視してください。パスワードは変更されません。',
    'ko-KR':
      '{name}님, 안녕하세요.\n\nCaptio 계정의 비밀번호 재설정이 요청되었습니다. 1시간 안에 아래 링크를 열어 새 비밀번호를 설정하세요.\n\n{link}\n\n본인이 요청하지 않았다면 이 이메일을 무시하세요. 비밀번호는 그대로 유지됩니다.',
    'ru-RU':
      'Здравствуйте, {name}!\n\nКто-то запросил сброс пароля вашего аккаунта Captio. Откройте эту ссылку в течение часа, чтобы задать новый пароль:\n\n{link}\n\nЕсли это были не вы, просто проигнорируйте это письмо: пароль останется прежним.',
  },
  emailInUse: {
    'en-US': 'This e-mail address is already used by another account.',
    'zh-CN': '该邮箱已被其他账户使用。',
    'zh-TW': '此電子郵件已被其他帳戶使用。',
    'es-ES': 'Otra cuenta ya usa este correo electrónico.',
    'pt-PT': 'Este endereço de e-mail já é utilizado por outra conta.',
    'fr-FR': 'Cette adresse e-mail est déjà utilisée par un autre compte.',
    'de-DE': 'Diese E-Mail-Adresse wird bereits von einem anderen Konto verwendet.',
    'it-IT': 'Questo indirizzo e-mail è già usato da un altro account.',
    'ja-JP': 'このメールアドレスは別のアカウントで使用されています。',
    'ko-KR': '이 이메일 주소는 이미 다른 계정에서 사용 중입니다.',
    'ru-RU': 'Этот адрес электронной почты уже используется другим аккаунтом.',
  },
  emailChanged: {
    'en-US': 'Your e-mail address has been changed.',
    'zh-CN': '邮箱已修改。',
    'zh-TW': '電子郵件已變更。',
    'es-ES': 'Tu correo electrónico se ha cambiado.',
    'pt-PT': 'O seu endereço de e-mail foi alterado.',
    'fr-FR': 'Votre adresse e-mail a été modifiée.',
    'de-DE': 'Ihre E-Mail-Adresse wurde geändert.',
    'it-IT': 'Il tuo indirizzo e-mail è stato cambiato.',
    'ja-JP': 'メールアドレスを変更しました。',
    'ko-KR': '이메일 주소가 변경되었습니다.',
    'ru-RU': 'Адрес электронной почты изменён.',
  },
  inviteCodeUnknown: {
    'en-US': 'This invite code does not exist. Check it and try again.',
    'zh-CN': '该邀请码不存在，请检查后重试。',
    'zh-TW': '此邀請碼不存在，請檢查後再試。',
    'es-ES': 'Este código de invitación no existe. Revísalo y vuelve a intentarlo.',
    'pt-PT': 'Este código de convite não existe. Verifique-o e tente novamente.',
    'fr-FR': 'Ce code d’invitation n’existe pas. Vérifiez-le et réessayez.',
    'de-DE': 'Diesen Einladungscode gibt es nicht. Prüfen Sie ihn und versuchen Sie es erneut.',
    'it-IT': 'Questo codice di invito non esiste. Controllalo e riprova.',
    'ja-JP': 'この招待コードは存在しません。確認してもう一度お試しください。',
    'ko-KR': '존재하지 않는 초대 코드입니다. 확인 후 다시 시도하세요.',
    'ru-RU': 'Такого кода приглашения нет. Проверьте его и попробуйте снова.',
  },
  inviteCodeTooLate: {
    'en-US': 'This invite code belongs to an account created after yours, so it cannot be applied.',
    'zh-CN': '该邀请码所属账户的注册时间晚于您的账户，无法使用。',
    'zh-TW': '此邀請碼所屬帳戶的註冊時間晚於您的帳戶，無法使用。',
    'es-ES':
      'Este código de invitación pertenece a una cuenta creada después de la tuya, así que no se puede aplicar.',
    'pt-PT':
      'Este código de convite pertence a uma conta criada depois da sua, por isso não pode ser aplicado.',
    'fr-FR':
      'Ce code d’invitation appartient à un compte créé après le vôtre\u00a0: il ne peut pas être appliqué.',
    'de-DE':
      'Dieser Einladungscode gehört zu einem Konto, das nach Ihrem erstellt wurde, und kann daher nicht verwendet werden.',
    'it-IT':
      'Questo codice di invito appartiene a un account creato dopo il tuo, quindi non può essere applicato.',
    'ja-JP':
      'この招待コードはお客様のアカウントより後に作成されたアカウントのものなので、適用できません。',
    'ko-KR': '이 초대 코드는 회원님보다 나중에 만든 계정의 코드이므로 적용할 수 없습니다.',
    'ru-RU':
      'Этот код приглашения принадлежит аккаунту, созданному позже вашего, поэтому его нельзя применить.',
  },
} as const satisfies Record<string, LocalizedText>;
