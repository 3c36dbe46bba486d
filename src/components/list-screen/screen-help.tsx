/**
 * The one-line explanation above a screen's list: what the screen's
 * records are and where they show on the public site.
 */
import { InfoCircleOutlined } from '@ant-design/icons';
import { Typography } from 'antd';

export function ScreenHelp({ text }: { text: string }) {
  return (
    <Typography.Paragraph type="secondary" className="screen-help" role="note">
      <InfoCircleOutlined aria-hidden /> {text}
    </Typography.Paragraph>
  );
}
