export { Chart, type ChartProps } from './chart';
