import type { LocalizedText } from '../../i18n/locale.js';

/**
 * Why a link cannot be used, one text per EngineError code of the links engine: answered at once
 * by the calls that look a link up, and shown as the failure of a task or download whose worker
 * could not fetch it. No text names a limit's value: a failure is worded without them.
 */
export const linkMessages = {
  refused: {
    'en-US':
      'This link cannot be fetched: only public http:// and https:// addresses are accepted.',
    'zh-CN': '无法获取此链接：仅接受公开的 http:// 和 https:// 地址。',
    'zh-TW': '無法取得此連結：僅接受公開的 http:// 與 https:// 位址。',
    'es-ES':
      'No se puede obtener este enlace: solo se aceptan direcciones públicas http:// y https://.',
    'pt-PT':
      'Não é possível obter esta ligação: só são aceites endereços públicos http:// e https://.',
    'fr-FR':
      'Ce lien ne peut pas être récupéré\u00a0: seules les adresses publiques http:// et https:// sont acceptées.',
    'de-DE':
      'Dieser Link kann nicht abgerufen werden: Nur öffentliche http://- und https://-Adressen sind erlaubt.',
    'it-IT':
      'Impossibile recuperare questo link: sono accettati solo indirizzi pubblici http:// e https://.',
    'ja-JP':
      'このリンクは取得できません。公開されている http:// と https:// のアドレスのみ使えます。',
    'ko-KR': '이 링크는 가져올 수 없습니다. 공개된 http:// 및 https:// 주소만 사용할 수 있습니다.',
    'ru-RU': 'Эту ссылку нельзя загрузить: принимаются только публичные адреса http:// и https://.',
  },
  unsupported: {
    'en-US': 'No video or audio was found at this link.',
    'zh-CN': '此链接中没有找到视频或音频。',
    'zh-TW': '此連結中找不到影片或音訊。',
    'es-ES': 'No se ha encontrado vídeo ni audio en este enlace.',
    'pt-PT': 'Não foi encontrado vídeo nem áudio nesta ligação.',
    'fr-FR': 'Aucune vidéo ni aucun son n’a été trouvé à ce lien.',
    'de-DE': 'Unter diesem Link wurde weder Video noch Audio gefunden.',
    'it-IT': 'Nessun video o audio trovato a questo link.',
    'ja-JP': 'このリンクには動画も音声も見つかりませんでした。',
    'ko-KR': '이 링크에서 동영상이나 오디오를 찾지 못했습니다.',
    'ru-RU': 'По этой ссылке не найдено ни видео, ни аудио.',
  },
  unavailable: {
    'en-US':
      'The site does not let us fetch this media: it is private, removed, restricted to some countries or needs a sign-in.',
    'zh-CN': '该网站不允许获取此媒体：它是私密的、已删除、仅限部分地区或需要登录。',
    'zh-TW': '該網站不允許取得此媒體：它是私人的、已移除、僅限部分地區或需要登入。',
    'es-ES':
      'El sitio no permite obtener este contenido: es privado, se ha eliminado, está restringido a algunos países o requiere iniciar sesión.',
    'pt-PT':
      'O site não permite obter este conteúdo: é privado, foi removido, está restrito a alguns países ou exige início de sessão.',
    'fr-FR':
      'Le site ne permet pas de récupérer ce média\u00a0: il est privé, supprimé, réservé à certains pays ou demande une connexion.',
    'de-DE':
      'Die Website gibt dieses Medium nicht heraus: Es ist privat, entfernt, auf einige Länder beschränkt oder erfordert eine Anmeldung.',
    'it-IT':
      'Il sito non consente di recuperare questo contenuto: è privato, rimosso, limitato ad alcuni paesi o richiede l’accesso.',
    'ja-JP':
      'このサイトからはこのメディアを取得できません。非公開、削除済み、地域制限、またはログインが必要です。',
    'ko-KR':
      '이 사이트에서 이 미디어를 가져올 수 없습니다. 비공개이거나 삭제되었거나 일부 국가로 제한되었거나 로그인이 필요합니다.',
    'ru-RU':
      'Сайт не даёт загрузить это медиа: оно закрыто, удалено, доступно не во всех странах или требует входа.',
  },
  tooLarge: {
    'en-US': 'The media at this link is larger than your plan accepts.',
    'zh-CN': '此链接的媒体超过了您的套餐可接受的大小。',
    'zh-TW': '此連結的媒體超過了您的方案可接受的大小。',
    'es-ES': 'El contenido de este enlace es más grande de lo que acepta tu plan.',
    'pt-PT': 'O conteúdo desta ligação é maior do que o seu plano aceita.',
    'fr-FR': 'Le média de ce lien est plus volumineux que ce que votre forfait accepte.',
    'de-DE': 'Das Medium unter diesem Link ist größer, als Ihr Tarif erlaubt.',
    'it-IT': 'Il contenuto di questo link è più grande di quanto accetti il tuo piano.',
    'ja-JP': 'このリンクのメディアは、ご利用のプランで扱えるサイズを超えています。',
    'ko-KR': '이 링크의 미디어가 요금제에서 허용하는 크기보다 큽니다.',
    'ru-RU': 'Медиа по этой ссылке больше, чем допускает ваш тариф.',
  },
  tooLong: {
    'en-US': 'The media at this link is longer than your plan accepts.',
    'zh-CN': '此链接的媒体时长超过了您的套餐可接受的长度。',
    'zh-TW': '此連結的媒體長度超過了您的方案可接受的長度。',
    'es-ES': 'El contenido de este enlace dura más de lo que acepta tu plan.',
    'pt-PT': 'O conteúdo desta ligação dura mais do que o seu plano aceita.',
    'fr-FR': 'Le média de ce lien est plus long que ce que votre forfait accepte.',
    'de-DE': 'Das Medium unter diesem Link ist länger, als Ihr Tarif erlaubt.',
    'it-IT': 'Il contenuto di questo link dura più di quanto accetti il tuo piano.',
    'ja-JP': 'このリンクのメディアは、ご利用のプランで扱える長さを超えています。',
    'ko-KR': '이 링크의 미디어가 요금제에서 허용하는 길이보다 깁니다.',
    'ru-RU': 'Медиа по этой ссылке длиннее, чем допускает ваш тариф.',
  },
  failed: {
    'en-US': 'Fetching this link failed. Please check it and try again later.',
    'zh-CN': '获取此链接失败。请检查链接后稍后再试。',
    'zh-TW': '取得此連結失敗。請檢查連結後稍後再試。',
    'es-ES': 'No se ha podido obtener este enlace. Compruébalo e inténtalo más tarde.',
    'pt-PT': 'Não foi possível obter esta ligação. Verifique-a e tente mais tarde.',
    'fr-FR': 'La récupération de ce lien a échoué. Vérifiez-le et réessayez plus tard.',
    'de-DE':
      'Der Abruf dieses Links ist fehlgeschlagen. Prüfen Sie ihn und versuchen Sie es später erneut.',
    'it-IT': 'Recupero del link non riuscito. Controllalo e riprova più tardi.',
    'ja-JP': 'このリンクの取得に失敗しました。リンクを確認して、後でもう一度お試しください。',
    'ko-KR': '이 링크를 가져오지 못했습니다. 링크를 확인한 뒤 나중에 다시 시도하세요.',
    'ru-RU': 'Не удалось загрузить ссылку. Проверьте её и попробуйте позже.',
  },
  timeout: {
    'en-US': 'The site took too long to answer for this link. Please try again later.',
    'zh-CN': '该网站对此链接的响应时间过长。请稍后再试。',
    'zh-TW': '該網站對此連結的回應時間過長。請稍後再試。',
    'es-ES': 'El sitio ha tardado demasiado en responder para este enlace. Inténtalo más tarde.',
    'pt-PT': 'O site demorou demasiado a responder a esta ligação. Tente mais tarde.',
    'fr-FR': 'Le site a mis trop de temps à répondre pour ce lien. Réessayez plus tard.',
    'de-DE': 'Die Website hat für diesen Link zu lange gebraucht. Versuchen Sie es später erneut.',
    'it-IT': 'Il sito ha impiegato troppo tempo a rispondere per questo link. Riprova più tardi.',
    'ja-JP': 'このリンクのサイトの応答に時間がかかりすぎました。後でもう一度お試しください。',
    'ko-KR': '이 링크의 사이트가 응답하는 데 너무 오래 걸렸습니다. 나중에 다시 시도하세요.',
    'ru-RU': 'Сайт слишком долго отвечал по этой ссылке. Попробуйте позже.',
  },
  noFetcher: {
    'en-US': 'This server cannot fetch links at the moment. Please upload the file instead.',
    'zh-CN': '本服务器目前无法获取链接。请改为上传文件。',
    'zh-TW': '本伺服器目前無法取得連結。請改為上傳檔案。',
    'es-ES': 'Este servidor no puede obtener enlaces en este momento. Sube el archivo en su lugar.',
    'pt-PT': 'Este servidor não consegue obter ligações neste momento. Carregue antes o ficheiro.',
    'fr-FR':
      'Ce serveur ne peut pas récupérer de liens pour le moment. Importez plutôt le fichier.',
    'de-DE':
      'Dieser Server kann derzeit keine Links abrufen. Laden Sie stattdessen die Datei hoch.',
    'it-IT': 'Al momento questo server non può recuperare link. Carica invece il file.',
    'ja-JP':
      'このサーバーは現在リンクを取得できません。代わりにファイルをアップロードしてください。',
    'ko-KR': '이 서버는 지금 링크를 가져올 수 없습니다. 대신 파일을 업로드하세요.',
    'ru-RU': 'Сейчас этот сервер не может загружать ссылки. Загрузите файл вместо ссылки.',
  },
  noTrack: {
    'en-US': 'This link has no subtitle track in {language}.',
    'zh-CN': '此链接没有 {language} 的字幕轨道。',
    'zh-TW': '此連結沒有 {language} 的字幕軌。',
    'es-ES': 'Este enlace no tiene pista de subtítulos en {language}.',
    'pt-PT': 'Esta ligação não tem faixa de legendas em {language}.',
    'fr-FR': 'Ce lien n’a pas de piste de sous-titres en {language}.',
    'de-DE': 'Dieser Link hat keine Untertitelspur in {language}.',
    'it-IT': 'Questo link non ha una traccia di sottotitoli in {language}.',
    'ja-JP': 'このリンクには {language} の字幕トラックがありません。',
    'ko-KR': '이 링크에는 {language} 자막 트랙이 없습니다.',
    'ru-RU': 'У этой ссылки нет дорожки субтитров на языке {language}.',
  },
  downloadNotFound: {
    'en-US': 'This download does not exist or is not yours.',
    'zh-CN': '该下载不存在或不属于您。',
    'zh-TW': '此下載不存在或不屬於您。',
    'es-ES': 'Esta descarga no existe o no es tuya.',
    'pt-PT': 'Esta transferência não existe ou não é sua.',
    'fr-FR': 'Ce téléchargement n’existe pas ou ne vous appartient pas.',
    'de-DE': 'Diesen Download gibt es nicht oder er gehört nicht Ihnen.',
    'it-IT': 'Questo download non esiste o non è tuo.',
    'ja-JP': 'このダウンロードは存在しないか、お客様のものではありません。',
    'ko-KR': '이 다운로드가 없거나 본인의 다운로드가 아닙니다.',
    'ru-RU': 'Этого скачивания нет или оно не ваше.',
  },
  downloadNotReady: {
    'en-US': 'The file is not ready yet: please wait until the download is finished.',
    'zh-CN': '文件尚未准备好：请等待下载完成。',
    'zh-TW': '檔案尚未準備好：請等待下載完成。',
    'es-ES': 'El archivo aún no está listo: espera a que termine la descarga.',
    'pt-PT': 'O ficheiro ainda não está pronto: aguarde até a transferência terminar.',
    'fr-FR': 'Le fichier n’est pas encore prêt\u00a0: attendez la fin du téléchargement.',
    'de-DE':
      'Die Datei ist noch nicht fertig: Bitte warten Sie, bis der Download abgeschlossen ist.',
    'it-IT': 'Il file non è ancora pronto: attendi la fine del download.',
    'ja-JP': 'ファイルはまだ準備できていません。ダウンロードが終わるまでお待ちください。',
    'ko-KR': '파일이 아직 준비되지 않았습니다. 다운로드가 끝날 때까지 기다려 주세요.',
    'ru-RU': 'Файл ещё не готов: дождитесь окончания скачивания.',
  },
  downloadGone: {
    'en-US': 'This downloaded file is no longer kept: download the link again.',
    'zh-CN': '此下载的文件已不再保留：请重新下载该链接。',
    'zh-TW': '此下載的檔案已不再保留：請重新下載該連結。',
    'es-ES': 'Este archivo descargado ya no se conserva: vuelve a descargar el enlace.',
    'pt-PT': 'Este ficheiro transferido já não é guardado: transfira a ligação novamente.',
    'fr-FR': 'Ce fichier téléchargé n’est plus conservé\u00a0: téléchargez le lien à nouveau.',
    'de-DE':
      'Diese heruntergeladene Datei wird nicht mehr aufbewahrt: Laden Sie den Link erneut herunter.',
    'it-IT': 'Questo file scaricato non è più conservato: scarica di nuovo il link.',
    'ja-JP':
      'このダウンロードしたファイルはもう保存されていません。リンクをもう一度ダウンロードしてください。',
    'ko-KR': '이 다운로드한 파일은 더 이상 보관되지 않습니다. 링크를 다시 다운로드하세요.',
    'ru-RU': 'Этот скачанный файл больше не хранится: запустите скачивание по ссылке снова.',
  },
  convertFailed: {
    'en-US': 'The media could not be converted to this format. Please try another format.',
    'zh-CN': '无法将该媒体转换为此格式。请尝试其他格式。',
    'zh-TW': '無法將該媒體轉換為此格式。請嘗試其他格式。',
    'es-ES': 'No se ha podido convertir el contenido a este formato. Prueba con otro formato.',
    'pt-PT': 'Não foi possível converter o conteúdo para este formato. Experimente outro formato.',
    'fr-FR': 'Le média n’a pas pu être converti dans ce format. Essayez un autre format.',
    'de-DE':
      'Das Medium konnte nicht in dieses Format umgewandelt werden. Versuchen Sie ein anderes Format.',
    'it-IT': 'Impossibile convertire il contenuto in questo formato. Prova un altro formato.',
    'ja-JP': 'このメディアをこの形式に変換できませんでした。別の形式をお試しください。',
    'ko-KR': '이 미디어를 이 형식으로 변환하지 못했습니다. 다른 형식을 시도하세요.',
    'ru-RU': 'Не удалось преобразовать медиа в этот формат. Попробуйте другой формат.',
  },
  noSoundFor: {
    'en-US': 'This video has no sound, so no {format} file can be made of it.',
    'zh-CN': '该视频没有声音，因此无法制作 {format} 文件。',
    'zh-TW': '此影片沒有聲音，因此無法製作 {format} 檔案。',
    'es-ES':
      'Este vídeo no tiene sonido, así que no se puede crear un archivo {format} a partir de él.',
    'pt-PT':
      'Este vídeo não tem som, por isso não é possível criar um ficheiro {format} a partir dele.',
    'fr-FR': 'Cette vidéo n’a pas de son\u00a0: impossible d’en faire un fichier {format}.',
    'de-DE': 'Dieses Video hat keinen Ton, daher lässt sich keine {format}-Datei daraus erstellen.',
    'it-IT': 'Questo video non ha audio, quindi non se ne può ricavare un file {format}.',
    'ja-JP': 'この動画には音声がないため、{format} ファイルを作成できません。',
    'ko-KR': '이 동영상에는 소리가 없어서 {format} 파일을 만들 수 없습니다.',
    'ru-RU': 'В этом видео нет звука, поэтому файл {format} из него сделать нельзя.',
  },
} as const satisfies Record<string, LocalizedText>;
