import type { LocalizedText } from '../../i18n/locale.js';

/** What the translation routes answer with, in the 11 interface locales. */
export const translationMessages = {
  unsupportedPair: {
    'en-US':
      'No translation engine of this server translates {from} into {to}. Engines that would: {engines}.',
    'zh-CN': '本服务器没有能将 {from} 翻译成 {to} 的翻译引擎。支持该语言对的引擎：{engines}。',
    'zh-TW': '本伺服器沒有能將 {from} 翻譯成 {to} 的翻譯引擎。支援該語言組合的引擎：{engines}。',
    'es-ES':
      'Ningún motor de traducción de este servidor traduce del {from} al {to}. Motores que lo harían: {engines}.',
    'pt-PT':
      'Nenhum motor de tradução deste servidor traduz de {from} para {to}. Motores que o fariam: {engines}.',
    'fr-FR':
      'Aucun moteur de traduction de ce serveur ne traduit la paire {from} → {to}. Moteurs qui le feraient\u00a0: {engines}.',
    'de-DE':
      'Keine Übersetzungs-Engine dieses Servers übersetzt von {from} nach {to}. Engines, die es könnten: {engines}.',
    'it-IT':
      'Nessun motore di traduzione di questo server traduce da {from} a {to}. Motori che lo farebbero: {engines}.',
    'ja-JP':
      'このサーバーには {from} から {to} へ翻訳できる翻訳エンジンがありません。対応するエンジン：{engines}。',
    'ko-KR':
      '이 서버에는 {from}에서 {to}(으)로 번역하는 번역 엔진이 없습니다. 지원하는 엔진: {engines}.',
    'ru-RU':
      'Ни один движок перевода этого сервера не переводит с {from} на {to}. Движки, которые смогли бы: {engines}.',
  },
  unsupportedPairAnywhere: {
    'en-US': 'No translation engine translates {from} into {to}: choose another language.',
    'zh-CN': '没有翻译引擎能将 {from} 翻译成 {to}：请选择其他语言。',
    'zh-TW': '沒有翻譯引擎能將 {from} 翻譯成 {to}：請選擇其他語言。',
    'es-ES': 'Ningún motor de traducción traduce del {from} al {to}: elige otro idioma.',
    'pt-PT': 'Nenhum motor de tradução traduz de {from} para {to}: escolha outra língua.',
    'fr-FR':
      'Aucun moteur de traduction ne traduit la paire {from} → {to}\u00a0: choisissez une autre langue.',
    'de-DE':
      'Keine Übersetzungs-Engine übersetzt von {from} nach {to}: Wählen Sie eine andere Sprache.',
    'it-IT': 'Nessun motore di traduzione traduce da {from} a {to}: scegli un’altra lingua.',
    'ja-JP': '{from} から {to} へ翻訳できる翻訳エンジンはありません。別の言語を選んでください。',
    'ko-KR': '{from}에서 {to}(으)로 번역하는 번역 엔진이 없습니다. 다른 언어를 선택하세요.',
    'ru-RU': 'Ни один движок перевода не переводит с {from} на {to}: выберите другой язык.',
  },
  sameLanguage: {
    'en-US': 'The text is already in {language}: choose another language to translate into.',
    'zh-CN': '文本已经是 {language}：请选择另一种目标语言。',
    'zh-TW': '文字已經是 {language}：請選擇另一種目標語言。',
    'es-ES': 'El texto ya está en {language}: elige otro idioma al que traducir.',
    'pt-PT': 'O texto já está em {language}: escolha outra língua para a qual traduzir.',
    'fr-FR': 'Le texte est déjà en {language}\u00a0: choisissez une autre langue cible.',
    'de-DE': 'Der Text ist bereits auf {language}: Wählen Sie eine andere Zielsprache.',
    'it-IT': 'Il testo è già in {language}: scegli un’altra lingua in cui tradurre.',
    'ja-JP': 'テキストはすでに {language} です。翻訳先に別の言語を選んでください。',
    'ko-KR': '텍스트가 이미 {language}입니다. 번역할 다른 언어를 선택하세요.',
    'ru-RU': 'Текст уже на языке {language}: выберите другой язык перевода.',
  },
  translationNotFound: {
    'en-US': 'This translation does not exist or is not yours.',
    'zh-CN': '该翻译不存在或不属于您。',
    'zh-TW': '此翻譯不存在或不屬於您。',
    'es-ES': 'Esta traducción no existe o no es tuya.',
    'pt-PT': 'Esta tradução não existe ou não é sua.',
    'fr-FR': 'Cette traduction n’existe pas ou ne vous appartient pas.',
    'de-DE': 'Diese Übersetzung gibt es nicht oder sie gehört nicht Ihnen.',
    'it-IT': 'Questa traduzione non esiste o non è tua.',
    'ja-JP': 'この翻訳は存在しないか、お客様のものではありません。',
    'ko-KR': '이 번역이 없거나 본인의 번역이 아닙니다.',
    'ru-RU': 'Этого перевода нет или он не ваш.',
  },
  noTranslation: {
    'en-US': 'This transcript has no translation yet: translate it first.',
    'zh-CN': '该转写稿还没有翻译：请先翻译。',
    'zh-TW': '此逐字稿還沒有翻譯：請先翻譯。',
    'es-ES': 'Esta transcripción aún no tiene traducción: tradúcela primero.',
    'pt-PT': 'Esta transcrição ainda não tem tradução: traduza-a primeiro.',
    'fr-FR': 'Cette transcription n’a pas encore de traduction\u00a0: traduisez-la d’abord.',
    'de-DE': 'Dieses Transkript hat noch keine Übersetzung: Übersetzen Sie es zuerst.',
    'it-IT': 'Questa trascrizione non ha ancora una traduzione: traducila prima.',
    'ja-JP': 'この文字起こしにはまだ翻訳がありません。先に翻訳してください。',
    'ko-KR': '이 스크립트에는 아직 번역이 없습니다. 먼저 번역하세요.',
    'ru-RU': 'У этой расшифровки ещё нет перевода: сначала переведите её.',
  },
  /** A form without its file part (the file upload's no_file, for subtitles). */
  noSubtitleFile: {
    'en-US': 'The upload holds no file. Choose a subtitle file.',
    'zh-CN': '上传内容中没有文件。请选择字幕文件。',
    'zh-TW': '上傳內容中沒有檔案。請選擇字幕檔案。',
    'es-ES': 'La subida no contiene ningún archivo. Elige un archivo de subtítulos.',
    'pt-PT': 'O carregamento não contém nenhum ficheiro. Escolha um ficheiro de legendas.',
    'fr-FR': 'L’importation ne contient aucun fichier. Choisissez un fichier de sous-titres.',
    'de-DE': 'Der Upload enthält keine Datei. Wählen Sie eine Untertiteldatei.',
    'it-IT': 'Il caricamento non contiene alcun file. Scegli un file di sottotitoli.',
    'ja-JP': 'アップロードにファイルが含まれていません。字幕ファイルを選択してください。',
    'ko-KR': '업로드에 파일이 없습니다. 자막 파일을 선택해 주세요.',
    'ru-RU': 'В загрузке нет файла. Выберите файл субтитров.',
  },
  subtitleUnreadable: {
    'en-US':
      'No subtitle could be read from this file: send an SRT, VTT, ASS, SSA, LRC, TXT, Markdown, CSV or TTML subtitle file.',
    'zh-CN':
      '无法从该文件读取字幕：请发送 SRT、VTT、ASS、SSA、LRC、TXT、Markdown、CSV 或 TTML 字幕文件。',
    'zh-TW':
      '無法從此檔案讀取字幕：請傳送 SRT、VTT、ASS、SSA、LRC、TXT、Markdown、CSV 或 TTML 字幕檔。',
    'es-ES':
      'No se ha podido leer ningún subtítulo de este archivo: envía un archivo de subtítulos SRT, VTT, ASS, SSA, LRC, TXT, Markdown, CSV o TTML.',
    'pt-PT':
      'Não foi possível ler nenhuma legenda deste ficheiro: envie um ficheiro de legendas SRT, VTT, ASS, SSA, LRC, TXT, Markdown, CSV ou TTML.',
    'fr-FR':
      'Aucun sous-titre n’a pu être lu dans ce fichier\u00a0: envoyez un fichier de sous-titres SRT, VTT, ASS, SSA, LRC, TXT, Markdown, CSV ou TTML.',
    'de-DE':
      'Aus dieser Datei konnte kein Untertitel gelesen werden: Senden Sie eine SRT-, VTT-, ASS-, SSA-, LRC-, TXT-, Markdown-, CSV- oder TTML-Untertiteldatei.',
    'it-IT':
      'Non è stato possibile leggere alcun sottotitolo da questo file: invia un file di sottotitoli SRT, VTT, ASS, SSA, LRC, TXT, Markdown, CSV o TTML.',
    'ja-JP':
      'このファイルから字幕を読み取れませんでした。SRT、VTT、ASS、SSA、LRC、TXT、Markdown、CSV、TTML の字幕ファイルを送ってください。',
    'ko-KR':
      '이 파일에서 자막을 읽을 수 없습니다. SRT, VTT, ASS, SSA, LRC, TXT, Markdown, CSV 또는 TTML 자막 파일을 보내 주세요.',
    'ru-RU':
      'Из этого файла не удалось прочитать ни одного субтитра: отправьте файл субтитров SRT, VTT, ASS, SSA, LRC, TXT, Markdown, CSV или TTML.',
  },
  tooManyCues: {
    'en-US': 'This file has more than {max, number} subtitles: split it and translate the parts.',
    'zh-CN': '该文件的字幕超过 {max, number} 条：请拆分后分别翻译。',
    'zh-TW': '此檔案的字幕超過 {max, number} 條：請分割後分別翻譯。',
    'es-ES': 'Este archivo tiene más de {max, number} subtítulos: divídelo y traduce las partes.',
    'pt-PT': 'Este ficheiro tem mais de {max, number} legendas: divida-o e traduza as partes.',
    'fr-FR':
      'Ce fichier a plus de {max, number} sous-titres\u00a0: découpez-le et traduisez les parties.',
    'de-DE':
      'Diese Datei hat mehr als {max, number} Untertitel: Teilen Sie sie und übersetzen Sie die Teile.',
    'it-IT': 'Questo file ha più di {max, number} sottotitoli: dividilo e traduci le parti.',
    'ja-JP':
      'このファイルには {max, number} 件を超える字幕があります。分割してから翻訳してください。',
    'ko-KR': '이 파일에는 자막이 {max, number}개를 넘습니다. 나누어서 번역하세요.',
    'ru-RU': 'В этом файле больше {max, number} субтитров: разделите его и переведите по частям.',
  },
  cueTooLong: {
    'en-US':
      'Subtitle {number} of this file is longer than {max, number} characters: split it into shorter subtitles, then translate the file.',
    'zh-CN':
      '该文件的第 {number} 条字幕超过 {max, number} 个字符：请将其拆分为较短的字幕后再翻译。',
    'zh-TW':
      '此檔案的第 {number} 條字幕超過 {max, number} 個字元：請將其分割為較短的字幕後再翻譯。',
    'es-ES':
      'El subtítulo {number} de este archivo tiene más de {max, number} caracteres: divídelo en subtítulos más cortos y traduce el archivo.',
    'pt-PT':
      'A legenda {number} deste ficheiro tem mais de {max, number} caracteres: divida-a em legendas mais curtas e traduza o ficheiro.',
    'fr-FR':
      'Le sous-titre {number} de ce fichier dépasse {max, number} caractères\u00a0: découpez-le en sous-titres plus courts, puis traduisez le fichier.',
    'de-DE':
      'Untertitel {number} dieser Datei ist länger als {max, number} Zeichen: Teilen Sie ihn in kürzere Untertitel und übersetzen Sie dann die Datei.',
    'it-IT':
      'Il sottotitolo {number} di questo file supera i {max, number} caratteri: dividilo in sottotitoli più brevi, poi traduci il file.',
    'ja-JP':
      'このファイルの {number} 番目の字幕は {max, number} 文字を超えています。短い字幕に分割してから翻訳してください。',
    'ko-KR':
      '이 파일의 {number}번째 자막이 {max, number}자를 넘습니다. 더 짧은 자막으로 나눈 뒤 번역하세요.',
    'ru-RU':
      'Субтитр {number} в этом файле длиннее {max, number} символов: разделите его на более короткие и переведите файл.',
  },
  fileTooLarge: {
    'en-US':
      'This subtitle file is too large to translate: files of up to {limit} MB are translated, on every plan.',
    'zh-CN': '该字幕文件过大，无法翻译：任何套餐都只能翻译不超过 {limit} MB 的文件。',
    'zh-TW': '此字幕檔過大，無法翻譯：任何方案都只能翻譯不超過 {limit} MB 的檔案。',
    'es-ES':
      'Este archivo de subtítulos es demasiado grande para traducirlo: se traducen archivos de hasta {limit} MB, con cualquier plan.',
    'pt-PT':
      'Este ficheiro de legendas é demasiado grande para ser traduzido: traduzem-se ficheiros até {limit} MB, em qualquer plano.',
    'fr-FR':
      'Ce fichier de sous-titres est trop volumineux pour être traduit\u00a0: les fichiers de {limit} Mo au plus sont traduits, quel que soit le forfait.',
    'de-DE':
      'Diese Untertiteldatei ist zu groß zum Übersetzen: Übersetzt werden Dateien bis {limit} MB, in jedem Tarif.',
    'it-IT':
      'Questo file di sottotitoli è troppo grande per essere tradotto: si traducono file fino a {limit} MB, con qualsiasi piano.',
    'ja-JP':
      'この字幕ファイルは大きすぎるため翻訳できません。どのプランでも翻訳できるのは {limit} MB までのファイルです。',
    'ko-KR':
      '이 자막 파일은 너무 커서 번역할 수 없습니다. 모든 요금제에서 최대 {limit}MB까지의 파일만 번역됩니다.',
    'ru-RU':
      'Этот файл субтитров слишком большой для перевода: переводятся файлы размером до {limit} МБ на любом тарифе.',
  },
  tooLong: {
    'en-US': 'The subtitles of this file run past {hours} hours: split it and translate the parts.',
    'zh-CN': '该文件的字幕时长超过 {hours} 小时：请拆分后分别翻译。',
    'zh-TW': '此檔案的字幕時長超過 {hours} 小時：請分割後分別翻譯。',
    'es-ES':
      'Los subtítulos de este archivo pasan de {hours} horas: divídelo y traduce las partes.',
    'pt-PT': 'As legendas deste ficheiro ultrapassam {hours} horas: divida-o e traduza as partes.',
    'fr-FR':
      'Les sous-titres de ce fichier dépassent {hours} heures : découpez-le et traduisez les parties.',
    'de-DE':
      'Die Untertitel dieser Datei gehen über {hours} Stunden hinaus: Teilen Sie sie und übersetzen Sie die Teile.',
    'it-IT': 'I sottotitoli di questo file superano le {hours} ore: dividilo e traduci le parti.',
    'ja-JP': 'このファイルの字幕は {hours} 時間を超えています。分割してから翻訳してください。',
    'ko-KR': '이 파일의 자막이 {hours}시간을 넘습니다. 나누어서 번역하세요.',
    'ru-RU':
      'Субтитры этого файла длятся больше {hours} часов: разделите его и переведите по частям.',
  },
  tracksNotOffered: {
    'en-US':
      'Two tracks are offered only in ASS, which holds a style per track: choose ASS, or two lines per subtitle.',
    'zh-CN': '只有 ASS 格式提供双轨道（每个轨道一种样式）：请选择 ASS，或每条字幕两行。',
    'zh-TW': '只有 ASS 格式提供雙軌道（每個軌道一種樣式）：請選擇 ASS，或每條字幕兩行。',
    'es-ES':
      'Las dos pistas solo se ofrecen en ASS, que tiene un estilo por pista: elige ASS o dos líneas por subtítulo.',
    'pt-PT':
      'As duas faixas só são oferecidas em ASS, que tem um estilo por faixa: escolha ASS ou duas linhas por legenda.',
    'fr-FR':
      'Les deux pistes ne sont proposées qu’en ASS, qui a un style par piste\u00a0: choisissez ASS, ou deux lignes par sous-titre.',
    'de-DE':
      'Zwei Spuren gibt es nur in ASS, das einen Stil pro Spur hat: Wählen Sie ASS oder zwei Zeilen pro Untertitel.',
    'it-IT':
      'Le due tracce sono offerte solo in ASS, che ha uno stile per traccia: scegli ASS o due righe per sottotitolo.',
    'ja-JP':
      '2 トラックは、トラックごとにスタイルを持つ ASS でのみ提供されます。ASS を選ぶか、字幕ごとに 2 行にしてください。',
    'ko-KR':
      '두 트랙은 트랙마다 스타일을 두는 ASS에서만 제공됩니다. ASS를 선택하거나 자막마다 두 줄로 하세요.',
    'ru-RU':
      'Две дорожки доступны только в ASS, где у каждой дорожки свой стиль: выберите ASS или две строки на субтитр.',
  },
  freeUsesExhausted: {
    'en-US':
      'You have used your {count, plural, one {# free use} other {# free uses}} as a visitor. With an account, a translation costs 1 credit per started minute: sign up and buy credits to keep translating.',
    'zh-CN':
      '您已用完访客的 {count, plural, other {# 次}}免费使用。使用账号时，翻译每开始一分钟扣 1 积分：注册并购买积分即可继续翻译。',
    'zh-TW':
      '您已用完訪客的 {count, plural, other {# 次}}免費使用。使用帳號時，翻譯每開始一分鐘扣 1 點數：註冊並購買點數即可繼續翻譯。',
    'es-ES':
      'Ya has usado {count, plural, one {tu uso gratuito} other {tus # usos gratuitos}} como visitante. Con una cuenta, una traducción cuesta 1 crédito por minuto iniciado: regístrate y compra créditos para seguir traduciendo.',
    'pt-PT':
      'Já usou {count, plural, one {a sua utilização gratuita} other {as suas # utilizações gratuitas}} como visitante. Com uma conta, uma tradução custa 1 crédito por minuto iniciado: registe-se e compre créditos para continuar a traduzir.',
    'fr-FR':
      'Vous avez utilisé {count, plural, one {votre utilisation gratuite} other {vos # utilisations gratuites}} de visiteur. Avec un compte, une traduction coûte 1 crédit par minute entamée\u00a0: inscrivez-vous et achetez des crédits pour continuer à traduire.',
    'de-DE':
      'Sie haben {count, plural, one {Ihre kostenlose Nutzung} other {Ihre # kostenlosen Nutzungen}} als Besucher aufgebraucht. Mit einem Konto kostet eine Übersetzung 1 Credit pro angefangene Minute: Registrieren Sie sich und kaufen Sie Credits, um weiter zu übersetzen.',
    'it-IT':
      'Hai usato {count, plural, one {il tuo utilizzo gratuito} other {i tuoi # utilizzi gratuiti}} da visitatore. Con un account, una traduzione costa 1 credito per ogni minuto iniziato: registrati e acquista crediti per continuare a tradurre.',
    'ja-JP':
      'ゲスト向けの無料利用（{count, plural, other {# 回}}）を使い切りました。アカウントでは、翻訳は 1 分ごとに 1 クレジットかかります（1 分未満は切り上げ）。翻訳を続けるには、登録してクレジットを購入してください。',
    'ko-KR':
      '방문자 무료 사용 {count, plural, other {#회}}를 모두 사용했습니다. 계정으로는 번역에 시작된 1분마다 1 크레딧이 듭니다. 계속 번역하려면 가입하고 크레딧을 구매하세요.',
    'ru-RU':
      'Вы израсходовали {count, plural, one {# бесплатное использование} few {# бесплатных использования} many {# бесплатных использований} other {# бесплатного использования}} без аккаунта. С аккаунтом перевод стоит 1 кредит за каждую начатую минуту: зарегистрируйтесь и купите кредиты, чтобы продолжить переводить.',
  },
} as const satisfies Record<string, LocalizedText>;

/** Why a translation failed, by its failure_code, in the reader's language. */
export const translationFailureMessages = {
  unsupportedPair: {
    'en-US':
      'No translation engine of this server translates the language found in this file into the language asked. Your credits have been refunded.',
    'zh-CN': '本服务器没有翻译引擎能把该文件中识别出的语言翻译成所选语言。积分已退还。',
    'zh-TW': '本伺服器沒有翻譯引擎能把此檔案中辨識出的語言翻譯成所選語言。點數已退還。',
    'es-ES':
      'Ningún motor de traducción de este servidor traduce el idioma detectado en este archivo al idioma pedido. Se te han devuelto los créditos.',
    'pt-PT':
      'Nenhum motor de tradução deste servidor traduz a língua detetada neste ficheiro para a língua pedida. Os seus créditos foram devolvidos.',
    'fr-FR':
      'Aucun moteur de traduction de ce serveur ne traduit la langue détectée dans ce fichier vers la langue demandée. Vos crédits ont été remboursés.',
    'de-DE':
      'Keine Übersetzungs-Engine dieses Servers übersetzt die in dieser Datei erkannte Sprache in die gewünschte Sprache. Ihre Credits wurden erstattet.',
    'it-IT':
      'Nessun motore di traduzione di questo server traduce la lingua rilevata in questo file nella lingua richiesta. I crediti sono stati rimborsati.',
    'ja-JP':
      'このサーバーには、このファイルで検出された言語を指定の言語へ翻訳できるエンジンがありません。クレジットは返金されました。',
    'ko-KR':
      '이 서버에는 이 파일에서 감지된 언어를 요청한 언어로 번역하는 엔진이 없습니다. 크레딧은 환불되었습니다.',
    'ru-RU':
      'Ни один движок перевода этого сервера не переводит язык, обнаруженный в этом файле, на выбранный язык. Кредиты возвращены.',
  },
  transcriptionFailed: {
    'en-US':
      'The transcription failed, so there was nothing to translate. Your credits have been refunded.',
    'zh-CN': '转写失败，因此没有可翻译的内容。积分已退还。',
    'zh-TW': '轉錄失敗，因此沒有可翻譯的內容。點數已退還。',
    'es-ES':
      'La transcripción ha fallado, así que no había nada que traducir. Se te han devuelto los créditos.',
    'pt-PT':
      'A transcrição falhou, por isso não havia nada para traduzir. Os seus créditos foram devolvidos.',
    'fr-FR':
      'La transcription a échoué, il n’y avait donc rien à traduire. Vos crédits ont été remboursés.',
    'de-DE':
      'Die Transkription ist fehlgeschlagen, daher gab es nichts zu übersetzen. Ihre Credits wurden erstattet.',
    'it-IT':
      'La trascrizione non è riuscita, quindi non c’era nulla da tradurre. I crediti sono stati rimborsati.',
    'ja-JP':
      '文字起こしに失敗したため、翻訳するものがありませんでした。クレジットは返金されました。',
    'ko-KR': '텍스트 변환에 실패하여 번역할 내용이 없었습니다. 크레딧은 환불되었습니다.',
    'ru-RU': 'Расшифровка не удалась, поэтому переводить было нечего. Кредиты возвращены.',
  },
  timeout: {
    'en-US': 'The translation took too long and was stopped. Your credits have been refunded.',
    'zh-CN': '翻译耗时过长，已被停止。积分已退还。',
    'zh-TW': '翻譯耗時過長，已被停止。點數已退還。',
    'es-ES': 'La traducción tardó demasiado y se detuvo. Se te han devuelto los créditos.',
    'pt-PT': 'A tradução demorou demasiado e foi interrompida. Os seus créditos foram devolvidos.',
    'fr-FR': 'La traduction a pris trop de temps et a été arrêtée. Vos crédits ont été remboursés.',
    'de-DE':
      'Die Übersetzung hat zu lange gedauert und wurde abgebrochen. Ihre Credits wurden erstattet.',
    'it-IT':
      'La traduzione ha richiesto troppo tempo ed è stata interrotta. I crediti sono stati rimborsati.',
    'ja-JP': '翻訳に時間がかかりすぎたため停止しました。クレジットは返金されました。',
    'ko-KR': '번역 시간이 너무 오래 걸려 중단되었습니다. 크레딧은 환불되었습니다.',
    'ru-RU': 'Перевод занял слишком много времени и был остановлен. Кредиты возвращены.',
  },
  engineFailed: {
    'en-US':
      'The translation engine failed on this text. Your credits have been refunded; please try again later.',
    'zh-CN': '翻译引擎处理此文本失败。积分已退还，请稍后再试。',
    'zh-TW': '翻譯引擎處理此文字失敗。點數已退還，請稍後再試。',
    'es-ES':
      'El motor de traducción ha fallado con este texto. Se te han devuelto los créditos; inténtalo más tarde.',
    'pt-PT':
      'O motor de tradução falhou com este texto. Os seus créditos foram devolvidos; tente mais tarde.',
    'fr-FR':
      'Le moteur de traduction a échoué sur ce texte. Vos crédits ont été remboursés\u00a0; réessayez plus tard.',
    'de-DE':
      'Die Übersetzungs-Engine ist an diesem Text gescheitert. Ihre Credits wurden erstattet; versuchen Sie es später erneut.',
    'it-IT':
      'Il motore di traduzione non è riuscito a elaborare questo testo. I crediti sono stati rimborsati; riprova più tardi.',
    'ja-JP':
      '翻訳エンジンがこのテキストの処理に失敗しました。クレジットは返金されました。後でもう一度お試しください。',
    'ko-KR':
      '번역 엔진이 이 텍스트를 처리하지 못했습니다. 크레딧은 환불되었습니다. 나중에 다시 시도하세요.',
    'ru-RU': 'Движок перевода не справился с этим текстом. Кредиты возвращены; попробуйте позже.',
  },
  workerLost: {
    'en-US':
      'The translation was interrupted too many times. Your credits have been refunded; please try again.',
    'zh-CN': '翻译被中断次数过多。积分已退还，请重试。',
    'zh-TW': '翻譯被中斷次數過多。點數已退還，請重試。',
    'es-ES':
      'La traducción se interrumpió demasiadas veces. Se te han devuelto los créditos; inténtalo de nuevo.',
    'pt-PT':
      'A tradução foi interrompida demasiadas vezes. Os seus créditos foram devolvidos; tente novamente.',
    'fr-FR':
      'La traduction a été interrompue trop de fois. Vos crédits ont été remboursés\u00a0; réessayez.',
    'de-DE':
      'Die Übersetzung wurde zu oft unterbrochen. Ihre Credits wurden erstattet; versuchen Sie es erneut.',
    'it-IT':
      'La traduzione è stata interrotta troppe volte. I crediti sono stati rimborsati; riprova.',
    'ja-JP': '翻訳が何度も中断されました。クレジットは返金されました。もう一度お試しください。',
    'ko-KR': '번역이 너무 여러 번 중단되었습니다. 크레딧은 환불되었습니다. 다시 시도하세요.',
    'ru-RU': 'Перевод прерывался слишком много раз. Кредиты возвращены; попробуйте ещё раз.',
  },
} as const satisfies Record<string, LocalizedText>;
