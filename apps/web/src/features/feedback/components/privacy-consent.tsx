/**
 * The personal-information notice next to the submit button (PIPL): what is collected, why, who sees it,
 * how long it is kept, and the consent checkbox the submission requires. The text is the portal's own.
 */
import { Checkbox, Form } from 'antd';
import { Link } from 'react-router';
import { catalogue } from '@portal/contracts/pages.codes';

export const PRIVACY_NOTICE =
  '您提交的姓名和联系电话仅用于受理、核实和答复本次反馈，只向负责处理的单位工作人员显示（电话号码脱敏显示），' +
  '不对外公开、不向第三方提供。人机验证在您的浏览器内完成，不向第三方发送任何数据。';

export function PrivacyConsent() {
  return (
    <div className="feedback-consent">
      <p className="feedback-consent__notice" id="feedback-privacy-notice">
        <strong>个人信息保护提示：</strong>
        {PRIVACY_NOTICE}
        <Link to={catalogue.privacyPolicy.href()} target="_blank">
          阅读完整的隐私政策（新窗口打开）
        </Link>
      </p>
      <Form.Item
        name="consent"
        valuePropName="checked"
        rules={[
          {
            validator: (_rule, value) =>
              value ? Promise.resolve() : Promise.reject(new Error('请阅读并同意个人信息保护提示')),
          },
        ]}
      >
        <Checkbox aria-describedby="feedback-privacy-notice">我已阅读并同意上述个人信息处理方式</Checkbox>
      </Form.Item>
    </div>
  );
}
