/**
 * The stylesheet of the antd components the portal uses, made in Node at build time (the Vite plugin
 * antd-static-styles.ts writes it; src/lib/antd-static-styles.ts loads it; docs/decisions/server-rendered-first-html.md
 * "antd styles from the build").
 *
 * `renderAntdStyleSheet()` renders each component below once with react-dom/server inside antd's
 * ConfigProvider with the portal's default theme, collecting what antd's css-in-js registers in a cache of
 * its own (@ant-design/cssinjs `createCache` + `StyleProvider`), and returns antd's own extract of the
 * component styles (`extractStyle(cache, { plain: true, types: ['style'] })`): plain CSS followed by
 * the cache-path marker rule that tells antd in the browser which styles the sheet already holds.
 * Only component styles: theme tokens and component tokens stay with the runtime (CSS variables), so
 * the elder and accessible mode's sizes and contrast keep working. antd 6 writes its component styles
 * against those variables and keys them by component, not by theme, which is what makes one sheet
 * serve every theme.
 *
 * `ANTD_COMPONENTS` names every antd export the portal imports (antd-style-sheet.test.ts compares it with
 * the imports in src/), `APP_FEEDBACK_COMPONENTS` what it shows through antd's App, and
 * `renderedComponents()` draws each with the variants the portal uses (a
 * search box, a range picker, button-style radios, the cascader's panel, the confirm dialog and message
 * list that lib/feedback shows): a style missing here is still made at run time, only slower.
 */
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import {
  Alert,
  App,
  Button,
  Cascader,
  Checkbox,
  Col,
  ConfigProvider,
  DatePicker,
  Descriptions,
  Drawer,
  Empty,
  Form,
  Image,
  Input,
  InputNumber,
  message,
  Modal,
  Pagination,
  Popconfirm,
  Progress,
  Radio,
  Result,
  Row,
  Segmented,
  Select,
  Skeleton,
  Space,
  Spin,
  Steps,
  Switch,
  Table,
  Tabs,
  Tag,
  Upload,
} from 'antd';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { antdThemeConfig } from '../src/lib/theme';

/** The antd exports the portal imports (ConfigProvider aside), each drawn by renderedComponents(). */
export const ANTD_COMPONENTS = [
  'Alert',
  'App',
  'Button',
  'Cascader',
  'Checkbox',
  'DatePicker',
  'Descriptions',
  'Drawer',
  'Empty',
  'Form',
  'Grid',
  'Image',
  'Input',
  'InputNumber',
  'Modal',
  'Pagination',
  'Popconfirm',
  'Progress',
  'Radio',
  'Result',
  'Segmented',
  'Select',
  'Skeleton',
  'Space',
  'Spin',
  'Steps',
  'Switch',
  'Table',
  'Tabs',
  'Tag',
  'Upload',
] as const;

/** Drawn too: what lib/feedback shows through antd's App (its confirm dialog and its message list). */
export const APP_FEEDBACK_COMPONENTS = ['Modal', 'message'] as const;

/** One element per entry of ANTD_COMPONENTS, with the variants the portal uses. */
function renderedComponents(): ReactElement[] {
  const ModalPanel = Modal._InternalPanelDoNotUseOrYouWillBeFired;
  const MessagePanel = message._InternalPanelDoNotUseOrYouWillBeFired;
  const PopconfirmPanel = Popconfirm._InternalPanelDoNotUseOrYouWillBeFired;
  return [
    <Alert key="Alert" title="" />,
    <App key="App" />,
    <Button key="Button" />,
    <Cascader key="Cascader" />,
    <Cascader.Panel key="Cascader.Panel" />,
    <Checkbox key="Checkbox" />,
    <DatePicker key="DatePicker" />,
    <DatePicker.RangePicker key="RangePicker" />,
    <Descriptions key="Descriptions" items={[{ key: 'a', label: 'a', children: 'a' }]} bordered />,
    <Drawer key="Drawer" open />,
    <Empty key="Empty" />,
    <Form key="Form">
      <Form.Item label="a">
        <Input />
      </Form.Item>
    </Form>,
    // The portal uses Grid for its breakpoint hook; a row and a column register its styles (Form.Item's
    // layout uses them too).
    <Row key="Grid">
      <Col span={1} />
    </Row>,
    <Image key="Image" src="" />,
    <Input key="Input" />,
    <Input.Search key="Input.Search" />,
    <Input.TextArea key="Input.TextArea" />,
    <Input.Password key="Input.Password" />,
    <InputNumber key="InputNumber" />,
    <ModalPanel key="Modal" />,
    <ModalPanel key="Modal.confirm" type="confirm" />,
    <MessagePanel key="message" />,
    <Pagination key="Pagination" total={100} showSizeChanger showQuickJumper />,
    <PopconfirmPanel key="Popconfirm" title="a" />,
    <Progress key="Progress" percent={50} />,
    <Radio key="Radio" />,
    <Radio.Group key="Radio.Group" optionType="button" buttonStyle="solid" options={['a']} />,
    <Result key="Result" />,
    <Segmented key="Segmented" options={['a']} />,
    <Select key="Select" />,
    <Skeleton key="Skeleton" active />,
    <Space key="Space" />,
    <Spin key="Spin" />,
    <Steps key="Steps" items={[{ title: 'a' }]} />,
    <Switch key="Switch" />,
    <Table key="Table" columns={[{ title: 'a', dataIndex: 'a', sorter: true }]} dataSource={[]} />,
    <Tabs key="Tabs" items={[{ key: 'a', label: 'a' }]} />,
    <Tag key="Tag" color="blue">
      a
    </Tag>,
    <Upload key="Upload" />,
  ];
}

/**
 * The component styles of ANTD_COMPONENTS as one CSS text ending in antd's cache-path marker rule. The
 * hash in its class names follows process.env.NODE_ENV ('css-…' in production, 'css-dev-only-…'
 * otherwise), as it does in the browser: the caller builds with NODE_ENV=production.
 */
export function renderAntdStyleSheet(): string {
  const cache = createCache();
  renderToString(
    <StyleProvider cache={cache}>
      <ConfigProvider theme={antdThemeConfig('gov-red')}>{renderedComponents()}</ConfigProvider>
    </StyleProvider>,
  );
  return extractStyle(cache, { plain: true, types: ['style'] });
}
