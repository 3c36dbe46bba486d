// echarts ships its locales as ES modules without types beside them.
declare module 'echarts/lib/i18n/langJA.js' {
  export { default } from 'echarts/types/src/i18n/langJA';
}
