import LockOutlined from '@ant-design/icons/LockOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { Avatar, Button, Form, Input } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { unlockScreen } from '@/api/login';
import { loginPath, PATHS } from '@/router/paths';
import { useAppStore } from '@/stores/app';
import { useUserStore } from '@/stores/user';
import './lock-screen.css';

/** The clock on the lock screen, a tick a second. */
function useNow(): dayjs.Dayjs {
  const [now, setNow] = useState(() => dayjs());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(dayjs()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * The lock screen (RuoYi 3.9.x): covers the shell (which stays mounted but
 * inert) until the user's password is given again (`POST /unlockscreen`).
 * It survives a reload; the server ends the session after five wrong
 * passwords, and "sign in as someone else" logs out.
 */
export function LockScreen() {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const setLocked = useAppStore((s) => s.setLocked);
  const avatar = useUserStore((s) => s.avatar);
  const name = useUserStore((s) => s.nickName || s.name);
  const logOut = useUserStore((s) => s.logOut);
  const [form] = Form.useForm<{ password: string }>();
  const [busy, setBusy] = useState(false);
  const now = useNow();

  const unlock = async ({ password }: { password: string }) => {
    setBusy(true);
    try {
      await unlockScreen(password);
      setLocked(false);
    } catch {
      // The request layer shows why (wrong password, tries left).
      form.resetFields();
    } finally {
      setBusy(false);
    }
  };

  const switchUser = async () => {
    try {
      await logOut();
    } finally {
      navigate(loginPath(PATHS.home), { replace: true });
    }
  };

  return (
    <div
      className="lock-screen"
      role="dialog"
      aria-modal="true"
      aria-label={t('lockScreen.title')}
    >
      <div className="lock-screen__clock" aria-hidden="true">
        <div className="lock-screen__time">{now.format('HH:mm')}</div>
        <div className="lock-screen__date">{now.format('YYYY-MM-DD')}</div>
      </div>
      <div className="lock-screen__card">
        <Avatar
          size={72}
          src={avatar || undefined}
          // the name is the heading below
          alt=""
          icon={<UserOutlined aria-hidden />}
        />
        <h2 className="lock-screen__name">{name}</h2>
        <p className="lock-screen__hint">
          <LockOutlined aria-hidden /> {t('lockScreen.hint', { name })}
        </p>
        <Form form={form} onFinish={(v) => void unlock(v)} layout="vertical">
          <Form.Item
            name="password"
            label={t('lockScreen.password')}
            rules={[{ required: true, message: t('lockScreen.required') }]}
          >
            <Input.Password autoFocus autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('lockScreen.unlock')}
          </Button>
        </Form>
        <Button
          type="link"
          className="lock-screen__switch"
          onClick={() => void switchUser()}
        >
          {t('lockScreen.logout')}
        </Button>
      </div>
    </div>
  );
}
