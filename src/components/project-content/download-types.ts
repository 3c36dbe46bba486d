/** What a downloadable item may be: documents among the server's upload types. */
export const DOWNLOAD_TYPES = [
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'txt',
  'zip',
] as const;

/** Largest downloadable item in MB. */
export const DOWNLOAD_MAX_MB = 20;
