// Script files that register themselves into TinyMCE and export nothing.
declare module 'tinymce-i18n/langs8/*';
declare module 'tinymce/plugins/help/js/i18n/keynav/*';
