/**
 * The class of every back-office list table (antd Table `className`), with its style sheet: a readable
 * minimum width at 375 px, scrolled by the ScrollRegion that wraps each such table (admin-table.css).
 */
import './admin-table.css';

export const ADMIN_TABLE_CLASS = 'admin-table';
