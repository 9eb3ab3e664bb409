// Standalone development entry; in the product the shell loads ./routes instead.
import('./standalone');
