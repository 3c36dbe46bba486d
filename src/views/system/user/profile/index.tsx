import { useEffect, useState, type ReactNode } from 'react';
import { Card, Col, Result, Row, Skeleton, Tabs } from 'antd';
import ApartmentOutlined from '@ant-design/icons/ApartmentOutlined';
import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import PhoneOutlined from '@ant-design/icons/PhoneOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  getUserProfile,
  type ProfileForm,
  type UserProfileResult,
} from '@/api/system/user-profile';
import { resolveAvatar, useUserStore } from '@/stores/user';
import { ResetPwdForm } from './reset-pwd-form';
import { UserAvatar } from './user-avatar';
import { UserInfoForm } from './user-info-form';
import './profile.css';

type Profile = Pick<UserProfileResult, 'roleGroup' | 'postGroup'> & {
  user: NonNullable<UserProfileResult['data']>;
};

function InfoRow(props: { icon: ReactNode; label: string; value?: string }) {
  return (
    <li className="profile__item">
      <span className="profile__label">
        {props.icon}
        {props.label}
      </span>
      <span className="profile__value">{props.value || '-'}</span>
    </li>
  );
}

/**
 * Personal centre (`/user/profile`): who I am on the left (avatar with cropping
 * upload), basic info and password change on the right. `?activeTab=resetPwd`
 * opens the password tab.
 */
export default function ProfilePage() {
  const { t } = useTranslation('profile');
  const [params] = useSearchParams();
  const [profile, setProfile] = useState<Profile | null>(null);
  const [failed, setFailed] = useState(false);
  const [tab, setTab] = useState(
    params.get('activeTab') === 'resetPwd' ? 'resetPwd' : 'userinfo',
  );

  useEffect(() => {
    let active = true;
    getUserProfile()
      .then((res) => {
        if (!active || !res.data) return;
        setProfile({
          user: res.data,
          roleGroup: res.roleGroup,
          postGroup: res.postGroup,
        });
      })
      .catch(() => active && setFailed(true));
    return () => {
      active = false;
    };
  }, []);

  if (failed)
    return <Result status="warning" title={t('messages.loadFailed')} />;
  if (!profile) return <Skeleton active paragraph={{ rows: 8 }} />;

  const { user } = profile;
  const onSaved = (values: ProfileForm) => {
    setProfile((p) => p && { ...p, user: { ...p.user, ...values } });
    useUserStore.setState({ nickName: values.nickName });
  };
  const onAvatar = (imgUrl: string) => {
    setProfile((p) => p && { ...p, user: { ...p.user, avatar: imgUrl } });
    useUserStore.setState({ avatar: resolveAvatar(imgUrl) });
  };
  const dept = [user.dept?.deptName, profile.postGroup]
    .filter(Boolean)
    .join(' / ');

  return (
    <Row gutter={[16, 16]} className="profile">
      <Col xs={24} md={8} xl={6}>
        <Card title={t('info.title')} className="profile__card">
          <div className="profile__head">
            <UserAvatar
              src={resolveAvatar(user.avatar)}
              onUploaded={onAvatar}
            />
          </div>
          <ul className="profile__list" aria-label={t('info.title')}>
            <InfoRow
              icon={<UserOutlined aria-hidden />}
              label={t('info.userName')}
              value={user.userName}
            />
            <InfoRow
              icon={<PhoneOutlined aria-hidden />}
              label={t('info.phonenumber')}
              value={user.phonenumber}
            />
            <InfoRow
              icon={<MailOutlined aria-hidden />}
              label={t('info.email')}
              value={user.email}
            />
            <InfoRow
              icon={<ApartmentOutlined aria-hidden />}
              label={t('info.dept')}
              value={dept}
            />
            <InfoRow
              icon={<TeamOutlined aria-hidden />}
              label={t('info.role')}
              value={profile.roleGroup}
            />
            <InfoRow
              icon={<CalendarOutlined aria-hidden />}
              label={t('info.createTime')}
              value={user.createTime}
            />
          </ul>
        </Card>
      </Col>
      <Col xs={24} md={16} xl={18}>
        <Card title={t('tabs.title')} className="profile__card">
          <Tabs
            activeKey={tab}
            onChange={setTab}
            items={[
              {
                key: 'userinfo',
                label: t('tabs.basic'),
                children: <UserInfoForm user={user} onSaved={onSaved} />,
              },
              {
                key: 'resetPwd',
                label: t('tabs.password'),
                children: <ResetPwdForm />,
              },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
