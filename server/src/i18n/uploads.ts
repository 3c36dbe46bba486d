/**
 * Server messages of uploads (services/infra/files.ts) and of their image check
 * (services/infra/image-decode.ts), spread into the catalogues of en.ts, zh-CN.ts
 * and ja.ts.
 */
export const uploadsEn = {
  'upload.noFile': 'No file was uploaded',
  'upload.extension':
    'The file [{name}] has the extension [{ext}], which is not allowed; please upload {allowed} files',
  'upload.nameTooLong': 'The file name may be at most {max} characters long',
  'upload.contentMismatch':
    'The content of [{name}] is not a .{ext} file; it was not stored',
  'upload.tooLarge': 'The file is larger than the allowed {max} MB',
  'upload.imageBroken':
    '[{name}] is not a complete, readable .{ext} image (damaged, cut short, or with other data after the image); it was not stored',
  'upload.imageTooLarge':
    'The image [{name}] is {width} × {height} pixels; at most {side} pixels per side and {megapixels} million pixels in all are accepted; it was not stored',
};

type Keys = keyof typeof uploadsEn;

export const uploadsZhCN: Record<Keys, string> = {
  'upload.noFile': '上传文件不能为空',
  'upload.extension': '文件[{name}]后缀[{ext}]不正确，请上传{allowed}格式',
  'upload.nameTooLong': '上传的文件名最长{max}个字符',
  'upload.contentMismatch': '文件[{name}]的内容与后缀.{ext}不符，未保存',
  'upload.tooLarge':
    '上传的文件大小超出限制的文件大小！允许的文件最大大小是：{max}MB！',
  'upload.imageBroken':
    '文件[{name}]不是完整可读的.{ext}图片（已损坏、不完整或图片后附有其他数据），未保存',
  'upload.imageTooLarge':
    '图片[{name}]为{width} × {height}像素；每边最多{side}像素、总计最多{megapixels}百万像素，未保存',
};

export const uploadsJa: Record<Keys, string> = {
  'upload.noFile': 'ファイルがアップロードされていません',
  'upload.extension':
    'ファイル[{name}]の拡張子[{ext}]は使用できません。{allowed} 形式のファイルをアップロードしてください',
  'upload.nameTooLong': 'ファイル名は{max}文字以内にしてください',
  'upload.contentMismatch':
    'ファイル[{name}]の内容が拡張子 .{ext} と一致しないため、保存しませんでした',
  'upload.tooLarge': 'ファイルサイズが上限の {max} MB を超えています',
  'upload.imageBroken':
    'ファイル[{name}]は完全に読み込める .{ext} 画像ではありません（破損している、途中で切れている、または画像の後に別のデータがあります）。保存しませんでした',
  'upload.imageTooLarge':
    '画像[{name}]は {width} × {height} ピクセルです。1辺 {side} ピクセル、合計 {megapixels} 百万ピクセルまでしか受け付けません。保存しませんでした',
};
