/**
 * /admin/menu — 网站菜单, the site admin's editor of the site menu (docs/content-management-api.md "Site
 * menu"): each tab and its items with their name, path, 隐藏 and 分隔线, moved with buttons (上移, 下移,
 * 移入上一栏 / 移出为一级栏目, not by dragging: keyboard users reach every move), added and removed, then
 * saved as a whole tree (PUT /api/admin/menu). The server's 400 shows under the field it names
 * ('items.1.children.0.path'); other refusals above the tree. Needs an agency login as 站点管理员.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Input } from 'antd';
import { useId, useState } from 'react';
import type { MenuItem } from '@portal/contracts/site';
import { catalogue } from '@portal/contracts/pages.codes';
import { LoginNeeded } from '../../../components/agency/login-needed';
import { ContentPage, ContentPanel, PageTitle } from '../../../components/page/content-page';
import { ErrorState } from '../../../components/states/error-state';
import { pageHeading } from '../../../config/route-handle';
import { ApiRequestError } from '../../../lib/api-data';
import { showMessage } from '../../../lib/feedback';
import { describeApiError } from '../../../lib/http-client';
import { useLoggedInUser } from '../../../lib/login-state';
import { AdminNav } from '../../../components/admin/admin-nav';
import { adminMenuQuery, saveAdminMenu } from './api';
import { fieldPathOf } from './field-path';
import {
  addNode,
  canMoveIn,
  fieldName,
  fromMenu,
  moveIn,
  moveNode,
  moveOut,
  patchNode,
  removeNode,
  toBody,
  type MenuNode,
  type NodeAt,
} from './menu-tree';
import '../content-admin.css';

interface NodeProps {
  node: MenuNode;
  at: NodeAt;
  siblings: number;
  tree: MenuNode[];
  errors: Record<string, string>;
  onChange: (tree: MenuNode[]) => void;
}

/** One tab or item: its fields, its error lines and its move buttons. */
function MenuNodeEditor({ node, at, siblings, tree, errors, onChange }: NodeProps) {
  const baseId = useId();
  const index = at.child ?? at.tab;
  const label = `${at.child === undefined ? '一级栏目' : '子菜单'}「${node.title || '未命名'}」`;
  const text = (field: 'title' | 'path', name: string) => {
    const error = errors[fieldName(at, field)];
    const id = `${baseId}-${field}`;
    return (
      <div className="cms-menu-field">
        <label htmlFor={id}>{name}</label>
        <Input
          id={id}
          value={node[field]}
          status={error ? 'error' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          maxLength={field === 'title' ? 20 : 300}
          onChange={(e) => onChange(patchNode(tree, at, { [field]: e.target.value }))}
        />
        {error && (
          <div id={`${id}-error`} className="cms-field-error" role="alert">
            {error}
          </div>
        )}
      </div>
    );
  };
  return (
    <div className="cms-menu-node" role="group" aria-label={label}>
      <div className="cms-menu-fields">
        {text('title', '名称')}
        {text('path', '路径')}
        <Checkbox checked={node.hidden} onChange={(e) => onChange(patchNode(tree, at, { hidden: e.target.checked }))}>
          隐藏
        </Checkbox>
        <Checkbox checked={node.divided} onChange={(e) => onChange(patchNode(tree, at, { divided: e.target.checked }))}>
          前加分隔线
        </Checkbox>
      </div>
      <div className="cms-row-actions">
        <Button
          size="small"
          disabled={index === 0}
          onClick={() => onChange(moveNode(tree, at, -1))}
          aria-label={`上移${label}`}
        >
          上移
        </Button>
        <Button
          size="small"
          disabled={index === siblings - 1}
          onClick={() => onChange(moveNode(tree, at, 1))}
          aria-label={`下移${label}`}
        >
          下移
        </Button>
        {at.child === undefined ? (
          <Button
            size="small"
            disabled={!canMoveIn(tree, at)}
            onClick={() => onChange(moveIn(tree, at))}
            aria-label={`将${label}移入上一栏`}
          >
            移入上一栏
          </Button>
        ) : (
          <Button size="small" onClick={() => onChange(moveOut(tree, at))} aria-label={`将${label}移出为一级栏目`}>
            移出为一级栏目
          </Button>
        )}
        {at.child === undefined && (
          <Button size="small" onClick={() => onChange(addNode(tree, at.tab))} aria-label={`在${label}下添加子菜单`}>
            添加子菜单
          </Button>
        )}
        <Button size="small" danger onClick={() => onChange(removeNode(tree, at))} aria-label={`删除${label}`}>
          删除
        </Button>
      </div>
    </div>
  );
}

/** The page's menu: loaded once, then edited in TreeEditor until saved. */
function MenuEditor({ token }: { token: string }) {
  const menu = useQuery(adminMenuQuery(token));
  if (menu.error instanceof ApiRequestError && menu.error.code === 401)
    return <LoginNeeded expired pageName="网站菜单" task="编辑网站菜单" returnTo={catalogue.adminMenu.href()} />;
  if (menu.isError) return <ErrorState error={menu.error} onRetry={() => void menu.refetch()} />;
  if (!menu.data) return <p role="status">正在加载菜单…</p>;
  return <TreeEditor token={token} initial={menu.data} />;
}

/** The tree being edited (from `initial`), its field errors and the save. */
function TreeEditor({ token, initial }: { token: string; initial: MenuItem[] }) {
  const queryClient = useQueryClient();
  const [tree, setTree] = useState<MenuNode[]>(() => fromMenu(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (edited: MenuNode[]) => saveAdminMenu(token, toBody(edited)),
    onSuccess: (saved) => {
      setErrors({});
      setFormError(null);
      setTree(fromMenu(saved));
      queryClient.setQueryData(adminMenuQuery(token).queryKey, saved);
      void showMessage('success', '菜单已保存，网站即时生效');
    },
    onError: (reason) => {
      const text = describeApiError(reason);
      const field = fieldPathOf(text);
      const name = field?.path.join('.');
      if (field && name && name.split('.').length > 2) {
        setErrors({ [name]: field.reason });
        setFormError('有字段不合法，请按提示修改后再保存');
      } else {
        setErrors({});
        setFormError(text);
      }
    },
  });
  const change = (next: MenuNode[]) => {
    setTree(next);
    setErrors({});
  };
  return (
    <>
      {formError && <Alert type="error" showIcon title={formError} role="alert" />}
      <ol className="cms-menu-tree" aria-label="网站菜单">
        {tree.map((tab, i) => (
          <li key={tab.key}>
            <MenuNodeEditor
              node={tab}
              at={{ tab: i }}
              siblings={tree.length}
              tree={tree}
              errors={errors}
              onChange={change}
            />
            {tab.children.length > 0 && (
              <ol className="cms-menu-children" aria-label={`${tab.title || '未命名'} 的子菜单`}>
                {tab.children.map((child, j) => (
                  <li key={child.key}>
                    <MenuNodeEditor
                      node={child}
                      at={{ tab: i, child: j }}
                      siblings={tab.children.length}
                      tree={tree}
                      errors={errors}
                      onChange={change}
                    />
                  </li>
                ))}
              </ol>
            )}
          </li>
        ))}
      </ol>
      <div className="cms-form-actions">
        <Button onClick={() => change(addNode(tree))}>添加一级栏目</Button>
        <Button type="primary" loading={save.isPending} onClick={() => save.mutate(tree)}>
          保存菜单
        </Button>
        <Button onClick={() => change(fromMenu(initial))}>放弃修改</Button>
      </div>
    </>
  );
}

export default function MenuPage() {
  const titleId = useId();
  const user = useLoggedInUser();
  return (
    <ContentPage className="content-admin-page">
      <ContentPanel labelledBy={titleId}>
        <PageTitle id={titleId}>{pageHeading(catalogue.adminMenu)}</PageTitle>
        <AdminNav />
        <p className="muted-text">保存后整棵菜单立即替换网站的导航菜单；隐藏的菜单项不在网站上显示。</p>
        {user ? (
          <MenuEditor token={user.sessionToken} />
        ) : (
          <LoginNeeded expired={false} pageName="网站菜单" task="编辑网站菜单" returnTo={catalogue.adminMenu.href()} />
        )}
      </ContentPanel>
    </ContentPage>
  );
}
