/**
 * /login (spec §2 standalone page, §6 agency login): no shared header, the standalone brand bar (components/brand/standalone-header) with a link
 * back to 首页. The form posts {userName, password} as a text/plain JSON body with no session header
 * (POST /api/data/agency/userLogin); on code 200 the login is stored (lib/login-state saveLogin) and the
 * user goes back to `?redirect=` (an in-site path) or '/'. The server's Chinese msg (wrong password,
 * account locked until ..., too many attempts) is shown inline in an alert. Registration happens on the
 * low/free venue filling system (免费注册 link, new window).
 */
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { StandaloneHeader } from '../../../components/brand/standalone-header';
import { PageTitle, VisuallyHidden } from '../../../components/page/content-page';
import { AntdScope } from '../../../lib/antd-scope';
import { showMessage } from '../../../lib/feedback';
import { describeApiError } from '../../../lib/http-client';
import { saveLogin } from '../../../lib/login-state';
import { safeNavigate } from '../../../lib/safe-navigate';
import { agencyLogin, fillingSystemsQuery, registerUrlOf } from '../api';
import { safeRedirect } from '../login-redirect';
import './login-page.css';

interface LoginForm {
  userName: string;
  password: string;
}

export default function LoginPage() {
  const [form] = Form.useForm<LoginForm>();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { data: systems } = useQuery(fillingSystemsQuery);
  const registerUrl = registerUrlOf(systems);

  const onFinish = async ({ userName, password }: LoginForm) => {
    setSubmitting(true);
    setError(null);
    try {
      const body = await agencyLogin(userName.trim(), password);
      if (body.code === 200 && body.data?.sessionToken) {
        saveLogin({ userName: body.data.userName, sessionToken: body.data.sessionToken });
        void showMessage('success', '登录成功').catch(() => undefined);
        safeNavigate(navigate, safeRedirect(searchParams.get('redirect')), { replace: true });
        return;
      }
      setError(body.msg || '登录失败，请稍后重试');
    } catch (reason) {
      setError(describeApiError(reason));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    // antd's provider (zh_CN, theme) comes with this page; it is not mounted app-wide (lib/antd-scope).
    <AntdScope>
      <div className="login-page">
        <StandaloneHeader />
        <main id="main-content" className="login-page__main">
          <section className="login-card" aria-labelledby="login-title">
            <PageTitle id="login-title">用户登录</PageTitle>
            <p className="login-card__intro">面向已注册用户和机构工作人员。登录后可通过单点登录进入各填报系统。</p>
            {error && <Alert type="error" showIcon role="alert" title={error} className="login-card__error" />}
            <Form<LoginForm>
              form={form}
              layout="vertical"
              onFinish={onFinish}
              requiredMark={false}
              disabled={submitting}
            >
              <Form.Item
                label="用户名"
                name="userName"
                rules={[{ required: true, whitespace: true, message: '请输入用户名' }]}
              >
                <Input autoComplete="username" size="large" maxLength={64} />
              </Form.Item>
              <Form.Item label="密码" name="password" rules={[{ required: true, message: '请输入密码' }]}>
                <Input.Password autoComplete="current-password" size="large" maxLength={128} />
              </Form.Item>
              <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
                登录
              </Button>
            </Form>
            <p className="login-card__register">
              还没有账号？注册在“低免场馆填报”系统中办理：
              {registerUrl ? (
                <a href={registerUrl} target="_blank" rel="noopener noreferrer">
                  免费注册
                  <VisuallyHidden>（新窗口打开）</VisuallyHidden>
                </a>
              ) : (
                <span>免费注册（地址加载中…）</span>
              )}
            </p>
          </section>
        </main>
      </div>
    </AntdScope>
  );
}
