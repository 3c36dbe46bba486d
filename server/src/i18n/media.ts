/**
 * Server messages of uploads into the media library (services/media:
 * uploads, limits and quota, replacing a file), spread into the catalogues
 * of en.ts, zh-CN.ts and ja.ts.
 */
export const mediaEn = {
  'media.svgRefused':
    '[{name}] is an SVG file, which is not accepted: SVG can carry scripts. Please upload the image as PNG, JPEG or WebP',
  'media.heicRefused':
    '[{name}] is a HEIC/HEIF photo, which the server cannot read. Please export it as JPEG (on an iPhone: Settings > Camera > Formats > Most Compatible) and upload it again',
  'media.tooLargeImage':
    'The image [{name}] is {size} MB; images may be at most {max} MB. It was not stored',
  'media.tooLargeDocument':
    '[{name}] is {size} MB; documents and archives may be at most {max} MB. It was not stored',
  'media.tooLargeVideo':
    '[{name}] is {size} MB; video and audio files may be at most {max} MB. It was not stored',
  'media.quotaFull':
    'The media library is full: {used} MB of {quota} MB are used and [{name}] needs {size} MB. Delete files no longer used, or ask the administrator to raise the quota',
  'media.notFound': 'The media file does not exist or has been deleted',
  'media.replaceType':
    'A replacement must be of the same type as the file it replaces (.{ext}); [{name}] is .{newExt}',
};

type Keys = keyof typeof mediaEn;

export const mediaZhCN: Record<Keys, string> = {
  'media.svgRefused':
    '文件[{name}]是SVG格式，不予接收：SVG可能包含脚本。请以PNG、JPEG或WebP格式上传该图片',
  'media.heicRefused':
    '文件[{name}]是HEIC/HEIF照片，服务器无法读取。请导出为JPEG（iPhone：设置 > 相机 > 格式 > 兼容性最佳）后重新上传',
  'media.tooLargeImage':
    '图片[{name}]大小为{size} MB；图片最大{max} MB，未保存',
  'media.tooLargeDocument':
    '文件[{name}]大小为{size} MB；文档和压缩包最大{max} MB，未保存',
  'media.tooLargeVideo':
    '文件[{name}]大小为{size} MB；视频和音频最大{max} MB，未保存',
  'media.quotaFull':
    '媒体库空间已满：已使用{used} MB（共{quota} MB），文件[{name}]需要{size} MB。请删除不再使用的文件，或请管理员提高配额',
  'media.notFound': '媒体文件不存在或已被删除',
  'media.replaceType':
    '替换文件必须与原文件类型相同（.{ext}）；文件[{name}]的类型是.{newExt}',
};

export const mediaJa: Record<Keys, string> = {
  'media.svgRefused':
    'ファイル[{name}]は SVG 形式のため受け付けません（SVG にはスクリプトを含められます）。PNG、JPEG または WebP でアップロードしてください',
  'media.heicRefused':
    'ファイル[{name}]は HEIC/HEIF 形式の写真で、サーバーでは読み込めません。JPEG で書き出して（iPhone：設定 > カメラ > フォーマット > 互換性優先）もう一度アップロードしてください',
  'media.tooLargeImage':
    '画像[{name}]は {size} MB です。画像は {max} MB までです。保存しませんでした',
  'media.tooLargeDocument':
    'ファイル[{name}]は {size} MB です。文書・圧縮ファイルは {max} MB までです。保存しませんでした',
  'media.tooLargeVideo':
    'ファイル[{name}]は {size} MB です。動画・音声は {max} MB までです。保存しませんでした',
  'media.quotaFull':
    'メディアライブラリの容量が上限に達しています（{quota} MB のうち {used} MB 使用中、[{name}] には {size} MB 必要です）。使っていないファイルを削除するか、管理者に上限の引き上げを依頼してください',
  'media.notFound': 'メディアファイルが存在しないか、削除されています',
  'media.replaceType':
    '差し替えるファイルは元のファイルと同じ形式（.{ext}）にしてください。[{name}] は .{newExt} です',
};
