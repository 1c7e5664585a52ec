/**
 * The blank page (catalogue.blank; spec §2 "placeholder"): menu entries whose section is not open yet point here
 * (body check, exercise standards, fitness organisations). Says so plainly and offers ways on.
 */
import { CommonSectionLinks } from './common-section-links';
import './status-page.css';

export default function BlankPage() {
  return (
    <section className="status-page" aria-labelledby="blank-title">
      <h1 id="blank-title">栏目建设中</h1>
      <p>您选择的栏目正在建设中，相关内容整理完成后将在本网站发布。</p>
      <p>您可以先浏览以下已开放的栏目，或通过页面底部的服务热线咨询。</p>
      <CommonSectionLinks label="已开放的栏目" />
    </section>
  );
}
