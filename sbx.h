/*
 * sbx.h — the public embedding API of sbx.
 *
 * sbx is one program with three libraries behind it, and this header is all a
 * host (the sbx command line in sbx.c, or any other C program) sees of them:
 *
 *   values  plain C trees of data (sbx_value) with a strict JSON reader and
 *           writer; they carry inputs, results and host-call arguments.
 *   vm      the code-mode interpreter: compile Python-dialect source, run it
 *           until it finishes, raises, or calls a host function; the host
 *           answers the call and the VM resumes where it stopped.
 *   jail    run a command in a fresh, throw-away container and get back a
 *           report of what happened.
 *
 * No function here prints, exits, or keeps global state; errors come back as
 * return values with a message buffer the caller provides.
 */
#ifndef SBX_H
#define SBX_H

#include <stddef.h>
#include <stdint.h>

#define SBX_VERSION "0.1.0"

/* ------------------------------------------------------------------------ */
/* Values                                                                    */
/* ------------------------------------------------------------------------ */

typedef enum {
    SBX_NULL,    /* JSON null, Python None */
    SBX_BOOL,
    SBX_INT,     /* any size: small in .i, or decimal digits in .big */
    SBX_FLOAT,
    SBX_STR,     /* UTF-8 text; may contain NUL */
    SBX_BYTES,
    SBX_LIST,
    SBX_TUPLE,
    SBX_DICT,    /* ordered pairs; keys are any value (JSON: strings only) */
    SBX_HANDLE   /* an opaque File or Dir */
} sbx_kind;

typedef struct sbx_value sbx_value;
struct sbx_value {
    sbx_kind kind;
    union {
        int b;                                   /* SBX_BOOL */
        struct { int64_t i; char *big; } n;      /* SBX_INT: big != NULL when
                                                    the value needs more than
                                                    64 bits ("-123..."). */
        double f;                                /* SBX_FLOAT */
        struct { char *ptr; size_t len; } s;     /* SBX_STR, SBX_BYTES; ptr
                                                    is NUL-terminated too */
        struct { sbx_value **items; size_t len; } list;  /* LIST, TUPLE */
        struct { sbx_value **keys, **vals; size_t len; } dict;
        struct { int is_dir; char *name; char *path; char sha256[65]; } h;
    } u;
};

/* Constructors return NULL when out of memory. Strings are copied. */
sbx_value *sbx_null(void);
sbx_value *sbx_bool(int b);
sbx_value *sbx_int(int64_t i);
sbx_value *sbx_float(double f);
sbx_value *sbx_str(const char *s, size_t len);
sbx_value *sbx_bytes(const void *p, size_t len);
sbx_value *sbx_list(sbx_kind kind);             /* SBX_LIST or SBX_TUPLE */
sbx_value *sbx_dict(void);
int sbx_list_push(sbx_value *list, sbx_value *item);          /* takes item; -1 on OOM */
int sbx_dict_set(sbx_value *dict, sbx_value *key, sbx_value *val); /* takes both */
sbx_value *sbx_dict_get(const sbx_value *dict, const char *key);   /* str keys */
void sbx_value_free(sbx_value *v);
sbx_value *sbx_value_copy(const sbx_value *v);

/* Strict RFC 8259 JSON. `name` names the source in errors
 * ("tasks.json:3:17: expected ',' or '}' after object member").
 * Numbers: integers of any size are exact (SBX_INT), numbers with a
 * fraction or exponent become SBX_FLOAT (correctly rounded). Text must be
 * valid UTF-8; nesting deeper than SBX_JSON_MAX_DEPTH is refused.
 * Returns NULL and fills err on failure. */
#define SBX_JSON_MAX_DEPTH 512
sbx_value *sbx_json_parse(const char *text, size_t len, const char *name,
                          char *err, size_t errlen);
sbx_value *sbx_json_parse_file(const char *path, char *err, size_t errlen);

/* Write v as compact JSON (", " and ": " separators, as Python's json.dumps)
 * into a malloc'd NUL-terminated string. Non-finite floats, bytes and
 * handles have no JSON form: they are refused with a message unless
 * `lenient`, which writes NaN/Infinity, bytes as a string and handles as
 * their repr. Returns NULL on error. */
char *sbx_json_write(const sbx_value *v, int lenient, size_t *len,
                     char *err, size_t errlen);

/* Shortest text that reads back as the same double, spelled as Python's
 * repr() does: "0.1", "1e-05", "1e+16", "inf", "nan", "-0.0". buf >= 32. */
void sbx_double_repr(double d, char *buf);

/* ------------------------------------------------------------------------ */
/* VM: the code-mode interpreter (implemented in vm.c and the files beside it) */
/* ------------------------------------------------------------------------ */

/* (section owned by the VM layer) */

/* ------------------------------------------------------------------------ */
/* Jail: one command in a fresh container (implemented in jail.c)           */
/* ------------------------------------------------------------------------ */

/* (section owned by the jail layer) */

#endif
