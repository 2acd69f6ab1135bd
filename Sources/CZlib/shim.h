// zlib: formc preview stores the engine module in its pages deflated (RFC 1951).
#include <zlib.h>
