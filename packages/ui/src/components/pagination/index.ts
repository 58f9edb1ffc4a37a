export {
  Pagination,
  paginationVariants,
  getPaginationItems,
  type PaginationProps,
  type PaginationItem,
  type PaginationRangeOptions,
} from './pagination.tsx';
