import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Icon } from '~/components/ui/icon';
import { useT } from '~/i18n';
import { findDocumentPath, type THierarchyCategory, type THierarchyDocument } from '../api/get-doc-hierarchy';
import { MethodBadge } from './method-badge';

type TTreeProps = {
  hierarchy: THierarchyCategory[];
  selectedId: string;
  /** Link target of a document (keeps ?lang= and other query values). */
  hrefFor: (documentId: string) => string;
  onSelect: () => void;
};

/**
 * The expandable category and document tree (SPEC 2). The selected document's parent categories
 * open whenever the selection changes; the visitor can open and close any category.
 */
export function DocTree({ hierarchy, selectedId, hrefFor, onSelect }: TTreeProps) {
  const t = useT();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set(findDocumentPath(hierarchy, selectedId).concat(hierarchy[0] ? [hierarchy[0].categoryId] : [])),
  );
  useEffect(() => {
    const path = findDocumentPath(hierarchy, selectedId);
    if (path.length === 0) return;
    setExpanded((current) => (path.every((id) => current.has(id)) ? current : new Set([...current, ...path])));
  }, [hierarchy, selectedId]);

  const toggle = (categoryId: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(categoryId)) next.delete(categoryId);
      else next.add(categoryId);
      return next;
    });

  return (
    <nav className="doc-tree" aria-label={t('docs.directoryLabel')}>
      <ul className="doc-tree__list doc-tree__list--root">
        {hierarchy.map((category) => (
          <CategoryNode
            key={category.categoryId}
            category={category}
            depth={0}
            expanded={expanded}
            toggle={toggle}
            selectedId={selectedId}
            hrefFor={hrefFor}
            onSelect={onSelect}
          />
        ))}
      </ul>
    </nav>
  );
}

function CategoryNode({
  category,
  depth,
  expanded,
  toggle,
  selectedId,
  hrefFor,
  onSelect,
}: Omit<TTreeProps, 'hierarchy'> & {
  category: THierarchyCategory;
  depth: number;
  expanded: ReadonlySet<string>;
  toggle: (categoryId: string) => void;
}) {
  const isOpen = expanded.has(category.categoryId);
  const childrenId = `doc-tree-${category.categoryId}`;
  return (
    <li className={`doc-tree__category doc-tree__category--depth-${Math.min(depth, 2)}`}>
      <button
        type="button"
        className="doc-tree__toggle"
        aria-expanded={isOpen}
        aria-controls={childrenId}
        onClick={() => toggle(category.categoryId)}
      >
        {/* Named by the category alone; aria-expanded tells whether it is open. */}
        <Icon name="chevronDown" size={16} className="doc-tree__chevron" />
        <span>{category.name}</span>
      </button>
      <ul id={childrenId} className="doc-tree__list" hidden={!isOpen}>
        {category.subHierarchy.map((child) => (
          <CategoryNode
            key={child.categoryId}
            category={child}
            depth={depth + 1}
            expanded={expanded}
            toggle={toggle}
            selectedId={selectedId}
            hrefFor={hrefFor}
            onSelect={onSelect}
          />
        ))}
        {category.documents.map((document) => (
          <DocumentNode
            key={document.documentId}
            document={document}
            isSelected={document.documentId === selectedId}
            href={hrefFor(document.documentId)}
            onSelect={onSelect}
          />
        ))}
      </ul>
    </li>
  );
}

function DocumentNode({
  document,
  isSelected,
  href,
  onSelect,
}: {
  document: THierarchyDocument;
  isSelected: boolean;
  href: string;
  onSelect: () => void;
}) {
  return (
    <li>
      <Link
        to={href}
        preventScrollReset
        className={isSelected ? 'doc-tree__document doc-tree__document--selected' : 'doc-tree__document'}
        aria-current={isSelected ? 'page' : undefined}
        data-document-id={document.documentId}
        onClick={(event) => {
          // A link opened in another tab or window leaves this page as it is.
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          onSelect();
        }}
      >
        <span className="doc-tree__document-name">{document.name}</span>
        {document.method ? <MethodBadge method={document.method} size="xs" /> : null}
      </Link>
    </li>
  );
}
